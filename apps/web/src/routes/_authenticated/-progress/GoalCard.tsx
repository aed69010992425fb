import { Card, Group, Progress, Text } from "@mantine/core";
import { formatNumber } from "@wolfpack/ui";
import type { ReactNode } from "react";

export interface GoalCardProps {
  title: string;
  icon: ReactNode;
  value: number;
  goal: number;
  /** What is counted: 'workouts', 'min'. */
  unit: string;
  /** value out of goal, a whole percent (from the rules). */
  percent: number;
  /** A short line under the bar. */
  note: string;
}

/** A goal with how far the member is: 'x/goal' and a bar. */
export function GoalCard({ title, icon, value, goal, unit, percent, note }: GoalCardProps) {
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Group gap={8} mb={6} wrap="nowrap">
        {icon}
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
          {title}
        </Text>
      </Group>
      <Text ff="heading" fz={28} fw={700} lh={1.1}>
        {formatNumber(value)}
        <Text span c="dimmed" fz={18} fw={700}>
          {" "}
          / {formatNumber(goal)}
        </Text>
        <Text span c="dimmed" fz="xs" fw={600} ff="text" ml={6}>
          {unit}
        </Text>
      </Text>
      <Progress
        value={percent}
        size="md"
        radius="xl"
        mt="sm"
        aria-label={`${title}: ${formatNumber(value)} of ${formatNumber(goal)} ${unit}`}
      />
      <Text size="xs" c="dimmed" mt={8}>
        {note}
      </Text>
    </Card>
  );
}
