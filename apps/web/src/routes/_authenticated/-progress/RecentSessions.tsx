import { Card, Group, Text } from "@mantine/core";
import { IconHistory } from "../../../components/icons.ts";
import { type Session, SessionList } from "../../../components/SessionList.tsx";

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
        <SessionList sessions={sessions} timeZone={timeZone} label="Recent sessions" />
      )}
    </Card>
  );
}
