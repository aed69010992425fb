import { Badge, Card, Group, List, Radio, Text, VisuallyHidden } from "@mantine/core";
import { formatPrice } from "@wolfpack/ui";
import { IconCheck } from "../../../components/icons.ts";
import { FeatureMark, PlanFeatures } from "../../../components/PlanFeatures.tsx";
import type { MembershipPlan, MembershipTier } from "../../../lib/plans.ts";
import classes from "./PlanCard.module.css";

interface PlanCardProps {
  plan: MembershipPlan;
  selected: boolean;
  /** The member's plan today. */
  current: boolean;
  disabled?: boolean;
  onSelect: (tier: MembershipTier) => void;
}

/** One selectable pack: its radio, price and what it includes and lacks. */
export function PlanCard({ plan, selected, current, disabled, onSelect }: PlanCardProps) {
  const featuresId = `plan-${plan.tier}-features`;
  const currentId = `plan-${plan.tier}-current`;
  return (
    <Card
      className={`${classes.card} ${plan.tier === "premium" ? classes.premium : ""}`}
      data-selected={selected || undefined}
      onClick={() => {
        if (!disabled) onSelect(plan.tier);
      }}
    >
      {current ? (
        <Badge
          id={currentId}
          className={classes.current}
          variant="outline"
          size="md"
          leftSection={<IconCheck size={12} stroke={3} aria-hidden="true" />}
        >
          Current plan
        </Badge>
      ) : null}
      {plan.badge ? (
        <Badge className={classes.badge} variant="filled" size="md">
          {plan.badge}
        </Badge>
      ) : null}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Radio
          value={plan.tier}
          size="md"
          classNames={{ label: classes.radioLabel, inner: classes.radioInner }}
          disabled={disabled}
          aria-describedby={current ? `${currentId} ${featuresId}` : featuresId}
          label={
            <Text ff="heading" fz={22} fw={700} lh={1.1} style={{ letterSpacing: "0.04em" }}>
              {plan.name}
            </Text>
          }
          description={plan.tagline}
        />
        <Text className={classes.price} component="p" m={0}>
          {formatPrice(plan.monthlyPrice)}
          <span className={classes.per}>/month</span>
        </Text>
      </Group>
      <PlanFeatures id={featuresId} features={plan.included} included mt="md">
        {plan.missing.map((feature) => (
          <List.Item key={feature} icon={<FeatureMark included={false} />}>
            <span className={classes.missing}>
              <VisuallyHidden>Not included: </VisuallyHidden>
              {feature}
            </span>
          </List.Item>
        ))}
      </PlanFeatures>
    </Card>
  );
}
