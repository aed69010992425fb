import { Card, Group, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { HABIT_FIELDS, HABIT_LABELS, type HabitType } from "@wolfpack/rules/habits/habits";
import { yesterdayOf } from "@wolfpack/rules/habits/log-day";
import { habitProgress, habitStreakMessage } from "@wolfpack/rules/habits/milestones";
import { plural } from "@wolfpack/rules/shared/words";
import { formatNumber } from "@wolfpack/ui";
import { HabitIcon } from "../../../components/HabitIcon.tsx";
import { IconTrophy } from "../../../components/icons.ts";
import type { Member } from "../../../trpc.ts";
import { RecentHistory } from "./RecentHistory.tsx";
import { RemindersCard } from "./RemindersCard.tsx";
import { TodayLog } from "./TodayLog.tsx";
import type { HabitLog, Reminder } from "./types.ts";
import { YesterdayLog } from "./YesterdayLog.tsx";

export interface HabitPanelProps {
  habit: HabitType;
  member: Member;
  /** This habit's latest logs, newest first. */
  logs: readonly HabitLog[];
  reminders: readonly Reminder[];
  /** The member's calendar day. */
  today: string;
}

/**
 * One habit: its streak and the next milestone, today's log, a missed yesterday's, the
 * reminders, the recent days.
 */
export function HabitPanel({ habit, member, logs, reminders, today }: HabitPanelProps) {
  const streak = member[HABIT_FIELDS[habit].streak];
  const best = member[HABIT_FIELDS[habit].best];
  const yesterday = yesterdayOf(today);
  // The latest logs reach back past yesterday, so a yesterday logged is among them.
  const yesterdayLogged = logs.some((log) => log.date === yesterday);
  return (
    <Stack gap="md">
      <StreakHeader habit={habit} streak={streak} best={best} />
      <TodayLog habit={habit} log={logs.find((log) => log.date === today) ?? null} timeZone={member.timezone} />
      {yesterdayLogged ? null : <YesterdayLog key={yesterday} habit={habit} yesterday={yesterday} />}
      <RemindersCard reminders={reminders} />
      <RecentHistory habit={habit} logs={logs} today={today} />
    </Stack>
  );
}

function StreakHeader({ habit, streak, best }: { habit: HabitType; streak: number; best: number }) {
  const label = HABIT_LABELS[habit];
  const progress = habitProgress(streak);
  return (
    <Card padding="md" component="section" aria-label={`${label} streak`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden="true">
          <HabitIcon habit={habit} size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
            {label}
          </Text>
          <Text ff="heading" fz={44} fw={700} lh={1}>
            {formatNumber(streak)}
            <Text span c="dimmed" fz={18} fw={700} ml={6}>
              {plural(streak, "day")}
            </Text>
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {habitStreakMessage(streak)}
          </Text>
        </div>
        {best > 0 ? (
          <Stack gap={0} align="center" style={{ flex: "none" }} aria-label={`Best streak: ${best} days`}>
            <IconTrophy size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
            <Text fw={700} size="sm" aria-hidden="true">
              {formatNumber(best)}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden="true">
              best
            </Text>
          </Stack>
        ) : null}
      </Group>
      <Group justify="space-between" mt="md" mb={6} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: "0.06em" }}>
          {progress.next === null ? "Every milestone reached" : `Next milestone: ${progress.next} days`}
        </Text>
        <Text size="xs" fw={700}>
          {progress.percent}%
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        size="md"
        radius="xl"
        aria-label={
          progress.next === null
            ? `${label}: past the 365-day milestone`
            : `${label}: ${progress.percent}% of the way from ${progress.previous} to ${progress.next} days`
        }
      />
      <Text size="xs" c="dimmed" mt={8}>
        {progress.line}
      </Text>
    </Card>
  );
}
