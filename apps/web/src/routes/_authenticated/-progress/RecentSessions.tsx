import { Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { formatNumber } from "@wolfpack/ui";
import { IconBarbell, IconHistory } from "../../../components/icons.ts";
import type { RouterOutputs } from "../../../trpc.ts";
import { formatSessionDate } from "./format.ts";

type Session = RouterOutputs["workout"]["history"][number];

/** The member's latest sessions: workout, day, minutes, calories. */
export function RecentSessions({ sessions, timeZone }: { sessions: Session[]; timeZone: string }) {
  return (
    <Card padding="md" component="section" aria-labelledby="sessions-title">
      <Group gap={8} mb="sm" wrap="nowrap">
        <IconHistory size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
        <Text id="sessions-title" ff="heading" fz={22} fw={700} lh={1.1}>
          Recent Sessions
        </Text>
      </Group>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sessions yet. Your first hunt is waiting.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="Recent sessions">
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
      )}
    </Card>
  );
}
