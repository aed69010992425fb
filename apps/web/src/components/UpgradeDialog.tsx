import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { membershipExpiry } from "@wolfpack/rules/membership/membership";
import { formatMonthlyPrice, formatPrice } from "@wolfpack/ui";
import { MEMBERSHIP_PLANS } from "../lib/plans.ts";
import { PlanFeatures } from "./PlanFeatures.tsx";

const premium = MEMBERSHIP_PLANS.premium;

interface UpgradeDialogProps {
  opened: boolean;
  /** The member's zone: the renewal date is a day of their calendar. */
  timeZone: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked before anything is charged, on every way to premium: what it costs, until when
 * the payment runs (the period the server records, from now), and what it opens.
 * 'Not now' is where the focus starts.
 */
export function UpgradeDialog({ opened, timeZone, onCancel, onConfirm }: UpgradeDialogProps) {
  const renews = membershipExpiry(new Date()).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
  return (
    <Modal opened={opened} onClose={onCancel} title={`Upgrade to ${premium.name}?`}>
      <Stack gap="md">
        <Stack gap={6} component="dl" m={0}>
          <Fact label="Price" value={formatMonthlyPrice(premium.monthlyPrice)} />
          <Fact label="Renews on" value={renews} />
        </Stack>
        <Text size="sm">
          {formatPrice(premium.monthlyPrice)} is charged today for a month of premium. Cancel anytime before {renews}.
        </Text>
        <div>
          <Text size="sm" fw={700} mb={6}>
            What unlocks
          </Text>
          <PlanFeatures features={premium.included} included aria-label="What unlocks" />
        </div>
        <Stack gap="xs" mt="xs">
          <Button size="md" fullWidth onClick={onConfirm}>
            {`Pay ${formatPrice(premium.monthlyPrice)} and upgrade`}
          </Button>
          <Button size="md" fullWidth variant="default" onClick={onCancel} data-autofocus>
            Not now
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** One line of the bill: what, and how much or when. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} fw={800}>
        {value}
      </Text>
    </Group>
  );
}
