import { Card, Group, Radio, Stack, Text } from "@mantine/core";
import {
  COACHING_PLANS,
  COACHING_SERVICES,
  type CoachingPlan,
  type CoachingService,
} from "@wolfpack/rules/coaching/plans";
import type { Ref } from "react";

const PLANS = COACHING_SERVICES.map((service) => COACHING_PLANS[service]);

/** A plan's name, what it delivers and its price. */
function PlanSummary({ plan }: { plan: CoachingPlan }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <div style={{ minWidth: 0 }}>
        <Text fw={800} lh={1.3}>
          {plan.name}
        </Text>
        <Text size="sm" c="dimmed" mt={2}>
          {plan.terms}
        </Text>
      </div>
      <Text ff="heading" fz={24} fw={700} lh={1.1} c="wolf.4" style={{ flex: "none" }}>
        {plan.price}
      </Text>
    </Group>
  );
}

/**
 * The three plans as radio cards: the one picked is outlined in amber and announced as
 * checked; picking one brings the message form. `firstRef` takes the focus back when the
 * form is cancelled.
 */
export function PlanPicker({
  value,
  onChange,
  firstRef,
}: {
  value: CoachingService | null;
  onChange: (service: CoachingService) => void;
  firstRef: Ref<HTMLButtonElement>;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(chosen) => {
        const service = COACHING_SERVICES.find((each) => each === chosen);
        if (service) onChange(service);
      }}
      aria-label="Coaching plans"
    >
      <Stack gap="sm">
        {PLANS.map((plan, index) => (
          <Radio.Card
            key={plan.service}
            ref={index === 0 ? firstRef : undefined}
            value={plan.service}
            radius="lg"
            p="md"
            style={{ borderWidth: 2 }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator size="md" mt={2} />
              <PlanSummary plan={plan} />
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The plans as a free member sees them: what each is and costs, nothing to pick until premium. */
export function PlanList() {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Coaching plans">
      {PLANS.map((plan) => (
        <Card key={plan.service} component="li" padding="md">
          <PlanSummary plan={plan} />
        </Card>
      ))}
    </Stack>
  );
}
