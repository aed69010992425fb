import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { HABIT_FIELDS, HABIT_LABELS, HABIT_TYPES, type HabitType } from "@wolfpack/rules/habits/habits";
import { HABIT_MILESTONES, habitMilestoneProgress } from "@wolfpack/rules/habits/milestones";
import { plural } from "@wolfpack/rules/shared/words";
import { StatCard } from "@wolfpack/ui";
import { Suspense } from "react";
import { HabitIcon } from "../../../components/HabitIcon.tsx";
import { IconArrowRight, IconCheck, IconCrown } from "../../../components/icons.ts";
import type { Member } from "../../../trpc.ts";
import { HabitCalendars } from "./charts/lazy.ts";
import { HabitCalendarsSkeleton } from "./charts/Skeletons.tsx";

interface HabitRow {
  habit: HabitType;
  label: string;
  days: number;
}

/** The four habits with the streak auth.me carries for each, under the product's labels. */
function habitsOf(member: Member): HabitRow[] {
  return HABIT_TYPES.map((habit) => ({
    habit,
    label: HABIT_LABELS[habit],
    days: member[HABIT_FIELDS[habit].streak],
  }));
}

/** Habit progress: the four streaks, the way to today's log, this month of each, the milestones. */
export function HabitsTab({ member }: { member: Member }) {
  const habits = habitsOf(member);
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        {habits.map((habit) => (
          <StatCard
            key={habit.habit}
            label={habit.label}
            value={habit.days}
            unit={plural(habit.days, "day")}
            icon={<HabitIcon habit={habit.habit} />}
          />
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
      <Suspense fallback={<HabitCalendarsSkeleton />}>
        <HabitCalendars />
      </Suspense>
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
