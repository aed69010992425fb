import { Radio, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { formatAtLeast, PageTitle, PendingButton } from "@wolfpack/ui";
import { useState } from "react";
import { RetryCard } from "../../components/RetryCard.tsx";
import { UpgradeDialog } from "../../components/UpgradeDialog.tsx";
import { failureMessage } from "../../lib/errors.ts";
import { screenHead } from "../../lib/head.ts";
import { useMember } from "../../lib/member.ts";
import { MEMBERSHIP_PLANS, type MembershipTier, PLAN_ORDER, planChoice } from "../../lib/plans.ts";
import { forgetOtherScreens } from "../../lib/stale.ts";
import { toastFailure, toastSuccess } from "../../lib/toast.tsx";
import { trpc } from "../../trpc.ts";
import { LeavePremiumDialog } from "./-membership-selection/LeavePremiumDialog.tsx";
import classes from "./-membership-selection/MembershipSelection.module.css";
import { MembershipSkeleton } from "./-membership-selection/MembershipSkeleton.tsx";
import { PlanCard } from "./-membership-selection/PlanCard.tsx";

export const Route = createFileRoute("/_authenticated/membership-selection")({
  head: screenHead("Choose Your Pack"),
  // The plan marked as the member's own is the server's of now, not of up to five minutes
  // ago: premium may have lapsed, or changed on another device, since auth.me was asked.
  // "Now" is within PLAN_FRESH_MS: the answer the guard got for this very page load, or the
  // one sign-up just returned, is not asked for again.
  loader: async ({ context }) => {
    await context.trpc.auth.me.fetch(undefined, { staleTime: PLAN_FRESH_MS });
  },
  pendingComponent: MembershipSkeleton,
  errorComponent: RetryCard,
  component: MembershipSelectionPage,
});

const PACK_SIZE = 10_000;
/** How old the member's plan may be when this screen opens. */
const PLAN_FRESH_MS = 10_000;

function MembershipSelectionPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const member = useMember();
  const current: MembershipTier = member.membershipTier;
  // The member's own plan is selected until they pick another: free for a new member.
  const [picked, setPicked] = useState<MembershipTier | null>(null);
  const chosen = picked ?? current;
  const choice = planChoice(current, chosen);
  /** Leaving premium, or paying for it, is asked about first. */
  const [confirming, setConfirming] = useState<"leave" | "upgrade" | null>(null);

  const select = trpc.membership.select.useMutation({
    onSuccess: async (updated, { membershipTier }) => {
      utils.auth.me.setData(undefined, updated);
      // What a new plan opens or closes (e-books to read, workouts) shows as it now is.
      if (membershipTier !== current) forgetOtherScreens(queryClient);
      toastSuccess("Membership Selected", planChoice(current, membershipTier).confirmation);
      await navigate({ to: "/" });
    },
    onError: (error) => {
      toastFailure("Selection Failed", failureMessage(error, "Failed to select membership"));
    },
  });

  const submit = () => {
    if (choice.asksFirst) setConfirming("leave");
    else if (current === "free" && chosen === "premium") setConfirming("upgrade");
    else select.mutate({ membershipTier: chosen });
  };

  return (
    <>
      <PageTitle
        eyebrow="Membership"
        title="Choose Your Pack"
        subtitle={`Join ${formatAtLeast(PACK_SIZE)} members transforming with the pack.`}
      />
      <Radio.Group
        value={chosen}
        onChange={(value) => setPicked(value as MembershipTier)}
        name="membershipTier"
        aria-label="Membership plans"
        readOnly={select.isPending}
      >
        <Stack gap="lg">
          {PLAN_ORDER.map((key) => (
            <PlanCard
              key={key}
              plan={MEMBERSHIP_PLANS[key]}
              selected={chosen === key}
              current={current === key}
              disabled={select.isPending}
              onSelect={setPicked}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="xs" className={classes.actionBar}>
        <PendingButton
          size="lg"
          fullWidth
          className={classes.action}
          classNames={{ label: classes.actionLabel }}
          pending={select.isPending}
          pendingLabel="Processing..."
          onClick={submit}
        >
          {choice.action}
        </PendingButton>
        <Text size="sm" c="dimmed" ta="center">
          {choice.helper}
        </Text>
      </Stack>
      <LeavePremiumDialog
        opened={confirming === "leave"}
        paidUntil={member.membershipExpiresAt}
        timeZone={member.timezone}
        onKeep={() => setConfirming(null)}
        onLeave={() => {
          setConfirming(null);
          select.mutate({ membershipTier: "free" });
        }}
      />
      <UpgradeDialog
        opened={confirming === "upgrade"}
        timeZone={member.timezone}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          select.mutate({ membershipTier: "premium" });
        }}
      />
    </>
  );
}
