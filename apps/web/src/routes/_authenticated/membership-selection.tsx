import { Button, Radio, Stack, Text } from "@mantine/core";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { formatAtLeast, PageTitle } from "@wolfpack/ui";
import { useState } from "react";
import { failureMessage } from "../../lib/errors.ts";
import { MEMBERSHIP_PLANS, type MembershipTier, PLAN_ORDER } from "../../lib/plans.ts";
import { toastFailure, toastSuccess } from "../../lib/toast.tsx";
import { trpc } from "../../trpc.ts";
import classes from "./-membership-selection/MembershipSelection.module.css";
import { PlanCard } from "./-membership-selection/PlanCard.tsx";

export const Route = createFileRoute("/_authenticated/membership-selection")({
  component: MembershipSelectionPage,
});

const PACK_SIZE = 10_000;

function MembershipSelectionPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Free is selected by default (spec).
  const [tier, setTier] = useState<MembershipTier>("free");
  const plan = MEMBERSHIP_PLANS[tier];

  const select = trpc.auth.selectMembership.useMutation({
    onSuccess: async (member, { membershipTier }) => {
      utils.auth.me.setData(undefined, member);
      toastSuccess("Membership Selected", MEMBERSHIP_PLANS[membershipTier].confirmation);
      await navigate({ to: "/" });
    },
    onError: (error) => {
      toastFailure("Selection Failed", failureMessage(error, "Failed to select membership"));
    },
  });

  return (
    <>
      <PageTitle
        eyebrow="Membership"
        title="Choose Your Pack"
        subtitle={`Join ${formatAtLeast(PACK_SIZE)} members transforming with the pack.`}
      />
      <Radio.Group
        value={tier}
        onChange={(value) => setTier(value as MembershipTier)}
        name="membershipTier"
        aria-label="Membership plans"
        readOnly={select.isPending}
      >
        <Stack gap="lg">
          {PLAN_ORDER.map((key) => (
            <PlanCard
              key={key}
              plan={MEMBERSHIP_PLANS[key]}
              selected={tier === key}
              disabled={select.isPending}
              onSelect={setTier}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="xs" className={classes.actionBar}>
        <Button size="lg" fullWidth disabled={select.isPending} onClick={() => select.mutate({ membershipTier: tier })}>
          {select.isPending ? "Processing..." : plan.action}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {plan.helper}
        </Text>
      </Stack>
    </>
  );
}
