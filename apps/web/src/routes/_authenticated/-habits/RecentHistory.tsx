import { Badge, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { HABIT_DAY_FAILURE, HABIT_DAY_SUCCESS, type HabitType } from "@wolfpack/rules/habits/habits";
import { IconCheck, IconHistory, IconX } from "../../../components/icons.ts";
import { formatLogDay } from "./format.ts";
import type { HabitLog } from "./types.ts";

/** The habit's latest logs, newest first, each with its day and how it went. */
export function RecentHistory({ habit, logs, today }: { habit: HabitType; logs: readonly HabitLog[]; today: string }) {
  return (
    <Card padding="md" component="section" aria-labelledby={`history-${habit}`}>
      <Group gap={8} mb="sm" wrap="nowrap">
        <IconHistory size={18} color="var(--mantine-color-wolf-5)" aria-hidden="true" />
        <Text id={`history-${habit}`} ff="heading" fz={22} fw={700} lh={1.1}>
          Recent History
        </Text>
      </Group>
      {logs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No history yet. Start logging today!
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }} aria-label="Recent history">
          {logs.map((log) => {
            const success = log.outcome === "success";
            return (
              <Group component="li" key={log.id} gap="sm" wrap="nowrap" py={6}>
                <ThemeIcon variant="light" color={success ? "teal" : "red"} size={36} radius="md" aria-hidden="true">
                  {success ? <IconCheck size={18} /> : <IconX size={18} />}
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} size="sm">
                    {formatLogDay(log.date, today)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {/* Said of the entry's own day, which is not always today. */}
                    {log.notes ?? (success ? HABIT_DAY_SUCCESS[habit] : HABIT_DAY_FAILURE[habit])}
                  </Text>
                </div>
                <Badge variant="light" color={success ? "teal" : "red"} style={{ flex: "none" }}>
                  {success ? "Success" : "Failure"}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
