import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { formatNumber } from "@wolfpack/ui";
import { formatSessionDate } from "../lib/dates.ts";
import type { RouterOutputs } from "../trpc.ts";
import { IconBarbell } from "./icons.ts";

export type Session = RouterOutputs["workout"]["history"][number];

export interface SessionListProps {
  sessions: readonly Session[];
  /** The member's: a session shows on the day it was on their calendar. */
  timeZone: string;
  /** The list's name for screen readers: 'Recent sessions'. */
  label: string;
}

/** Sessions, one line each: workout, day on the member's calendar and program day, minutes, calories. */
export function SessionList({ sessions, timeZone, label }: SessionListProps) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
      {sessions.map((session) => (
        <Group component="li" key={session.id} gap="sm" wrap="nowrap" py={6}>
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
            <IconBarbell size={18} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} size="sm" truncate="end">
              {session.workoutTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSessionDate(session.completedAt, timeZone)}
              {session.day === null ? null : ` · Day ${session.day}`}
            </Text>
          </div>
          <div style={{ textAlign: "right", flex: "none" }}>
            <Text fw={700} size="sm">
              {formatNumber(session.duration)} min
            </Text>
            <Text size="xs" c="dimmed">
              {formatNumber(session.caloriesBurned)} cal
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
