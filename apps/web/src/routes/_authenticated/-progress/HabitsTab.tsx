import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { HABIT_MILESTONES, habitMilestoneProgress } from "@wolfpack/rules/progress-goals";
import { StatCard } from "@wolfpack/ui";
import type { ReactNode } from "react";
import {
  IconArrowRight,
  IconBook,
  IconCandyOff,
  IconCheck,
  IconCrown,
  IconGlassOff,
  IconSmokingNo,
} from "../../../components/icons.ts";
import type { Member } from "../../../trpc.ts";

interface HabitRow {
  label: string;
  days: number;
  icon: ReactNode;
}

/** The four habits with the streak auth.me carries for each, under the spec's labels. */
function habitsOf(member: Member): HabitRow[] {
  const icon = { size: 18, "aria-hidden": true } as const;
  return [
    { label: "Smoking Cessation", days: member.daysWithoutSmoking, icon: <IconSmokingNo {...icon} /> },
    { label: "Alcohol Abstinence", days: member.daysWithoutDrinking, icon: <IconGlassOff {...icon} /> },
    { label: "Sugar Avoidance", days: member.daysWithoutSugar, icon: <IconCandyOff {...icon} /> },
    { label: "Daily Reading", days: member.daysReading, icon: <IconBook {...icon} /> },
  ];
}

/** Habit progress: the four streaks, the way to today's log, the milestones. */
export function HabitsTab({ member }: { member: Member }) {
  const habits = habitsOf(member);
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        {habits.map((habit) => (
          <StatCard key={habit.label} label={habit.label} value={habit.days} unit="days" icon={habit.icon} />
        ))}
      </SimpleGrid>
      <Button
        component={Link}
        to="/habits"
        size="md"
        fullWidth
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        Track Today's Habits
      </Button>
      <Card padding="md" component="section" aria-labelledby="milestones-title">
        <Text id="milestones-title" ff="heading" fz={22} fw={700} lh={1.1}>
          Habit Milestones
        </Text>
        <Text size="xs" c="dimmed" mt={4} mb="sm">
          {HABIT_MILESTONES.join(", ")} days. Past 100, you are a Champion.
        </Text>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }}>
          {habits.map((habit) => {
            const progress = habitMilestoneProgress(habit.days);
            return (
              <li key={habit.label}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm" truncate="end">
                    {habit.label}
                  </Text>
                  {progress.champion ? (
                    <Badge variant="filled" leftSection={<IconCrown size={12} aria-hidden="true" />}>
                      {progress.label}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed" fw={600} style={{ whiteSpace: "nowrap" }}>
                      {progress.label}
                    </Text>
                  )}
                </Group>
                <Group gap={6} mt={6} wrap="nowrap" aria-label={`${habit.label} milestones`} role="list">
                  {progress.milestones.map((milestone) => (
                    <Badge
                      key={milestone.days}
                      role="listitem"
                      variant={milestone.reached ? "filled" : "outline"}
                      color={milestone.reached ? "wolf" : "gray"}
                      leftSection={milestone.reached ? <IconCheck size={12} aria-hidden="true" /> : undefined}
                      style={{ flex: 1, minWidth: 0 }}
                      aria-label={`${milestone.days} days, ${milestone.reached ? "reached" : "not reached yet"}`}
                    >
                      {milestone.days}
                    </Badge>
                  ))}
                </Group>
              </li>
            );
          })}
        </Stack>
      </Card>
    </Stack>
  );
}
