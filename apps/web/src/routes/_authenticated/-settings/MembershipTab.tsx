import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { formatMonthlyPrice, PendingButton } from "@wolfpack/ui";
import { useState } from "react";
import { IconCrown } from "../../../components/icons.ts";
import { PlanFeatures } from "../../../components/PlanFeatures.tsx";
import { RouterLink } from "../../../components/RouterLink.tsx";
import { UpgradeDialog } from "../../../components/UpgradeDialog.tsx";
import { failureMessage, isUnauthorized, UNREACHABLE_MESSAGE } from "../../../lib/errors.ts";
import { MEMBERSHIP_PLANS } from "../../../lib/plans.ts";
import { forgetOtherScreens } from "../../../lib/stale.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { type Member, trpc } from "../../../trpc.ts";
import { CardHeading } from "./CardHeading.tsx";

const premium = MEMBERSHIP_PLANS.premium;

/**
 * The Membership tab: the member's tier, when premium runs until, the price, and for a
 * free member (or a lapsed premium one) the upgrade.
 */
export function MembershipTab({ member }: { member: Member }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const tier = member.membershipTier;
  const plan = MEMBERSHIP_PLANS[tier];
  const [confirming, setConfirming] = useState(false);

  const upgrade = trpc.membership.upgrade.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      // Workouts, e-books and coaching open up: other screens ask again.
      forgetOtherScreens(queryClient);
      toastSuccess(
        "Membership Upgraded!",
        `Welcome to ${premium.name}! Premium is now unlocked: you have access to all features.`,
      );
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toastFailure("Upgrade Failed", failureMessage(error, UNREACHABLE_MESSAGE));
    },
  });

  const until = member.membershipExpiresAt?.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: member.timezone,
  });

  return (
    <Stack gap="md">
      <Card padding="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
          <Text size="xs" fw={800} c="dimmed" tt="uppercase" style={{ letterSpacing: "0.12em" }}>
            Current plan
          </Text>
          <Badge size="lg" variant={tier === "premium" ? "filled" : "outline"} style={{ flexShrink: 0 }}>
            {tier.toUpperCase()}
          </Badge>
        </Group>
        <Text component="h2" ff="heading" fz={28} fw={700} lh={1.1} m={0}>
          {plan.name}
        </Text>
        <Text fw={700} mt={6}>
          {formatMonthlyPrice(plan.monthlyPrice)}
        </Text>
        {tier === "premium" ? (
          <Text size="sm" c="dimmed" mt="md">
            {until ? `Premium until ${until}. ` : ""}Every feature is yours.{" "}
            <Anchor component={RouterLink} to="/membership-selection" fw={700} size="sm">
              Change plan
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="dimmed" mt="md">
            {plan.included.join(" · ")}
          </Text>
        )}
      </Card>

      <Card padding="lg">
        <CardHeading icon={<IconCrown size={22} aria-hidden="true" />}>
          {tier === "premium" ? "Your premium" : `Upgrade to ${premium.name}`}
        </CardHeading>
        {tier === "free" ? (
          <Text fw={700} mb="sm">
            {formatMonthlyPrice(premium.monthlyPrice)}
          </Text>
        ) : null}
        <PlanFeatures features={premium.included} included />
        {tier === "free" ? (
          <Stack gap="xs" mt="lg">
            <PendingButton
              size="md"
              fullWidth
              pending={upgrade.isPending}
              pendingLabel="Upgrading..."
              onClick={() => setConfirming(true)}
            >
              Upgrade to Premium
            </PendingButton>
            <Text size="sm" c="dimmed" ta="center" role="status">
              {upgrade.isPaused ? "You're offline: the upgrade goes through once you're back online." : premium.helper}
            </Text>
          </Stack>
        ) : null}
      </Card>
      <UpgradeDialog
        opened={confirming}
        timeZone={member.timezone}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          upgrade.mutate();
        }}
      />
    </Stack>
  );
}
