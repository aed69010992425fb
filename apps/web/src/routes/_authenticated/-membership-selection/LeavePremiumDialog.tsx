import { Button, Modal, Stack, Text } from "@mantine/core";
import { PlanFeatures } from "../../../components/PlanFeatures.tsx";
import { MEMBERSHIP_PLANS, planChoice } from "../../../lib/plans.ts";

interface LeavePremiumDialogProps {
  opened: boolean;
  /** The end of the paid month; null for premium without an end date. */
  paidUntil: Date | null;
  /** The member's time zone, for that date. */
  timeZone: string;
  onKeep: () => void;
  onLeave: () => void;
}

const premium = MEMBERSHIP_PLANS.premium;
const free = MEMBERSHIP_PLANS.free;

/** "first 3 days of workouts, basic progress tracking, and community access" */
const kept = new Intl.ListFormat("en-US", { type: "conjunction" }).format(
  free.included.map((feature) => feature.charAt(0).toLowerCase() + feature.slice(1)),
);

/**
 * Asks before a premium member drops to the free pack: what they keep, what they give up,
 * and that premium ends at once. Keeping premium is the default and the first button.
 */
export function LeavePremiumDialog({ opened, paidUntil, timeZone, onKeep, onLeave }: LeavePremiumDialogProps) {
  const paidDate = paidUntil?.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone });
  return (
    <Modal opened={opened} onClose={onKeep} title={`Leave ${premium.name}?`}>
      <Stack gap="md">
        <Text size="sm">
          On the {free.name} you keep the {kept}. You give up:
        </Text>
        <PlanFeatures features={premium.included} included={false} />
        <Text size="sm" c="dimmed">
          Your premium access ends right away{paidDate ? `, not on ${paidDate}` : ""}. You can rejoin anytime.
        </Text>
        <Stack gap="xs" mt="xs">
          <Button size="lg" fullWidth onClick={onKeep} data-autofocus>
            {planChoice("premium", "premium").action}
          </Button>
          <Button size="lg" fullWidth variant="default" onClick={onLeave}>
            {planChoice("premium", "free").action}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
