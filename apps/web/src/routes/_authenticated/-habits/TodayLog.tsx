import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { HABIT_FAILURE, HABIT_NOTES_MAX, HABIT_SUCCESS, type HabitType } from "@wolfpack/rules/habits/habits";
import { GrowingTextarea } from "@wolfpack/ui";
import { useState } from "react";
import { IconCheck, IconX } from "../../../components/icons.ts";
import { WaitingToSync } from "../../../components/WaitingToSync.tsx";
import { formatClock } from "../../../lib/dates.ts";
import { useWaitingToSync, writeFields } from "../../../offline/queued.ts";
import { OutcomeAnswers } from "./OutcomeAnswers.tsx";
import type { HabitLog } from "./types.ts";
import { useLogHabit } from "./useHabitActions.ts";

/** Today's log of the habit: what was logged and when, or the notes and the two answers. No undo. */
export function TodayLog({ habit, log, timeZone }: { habit: HabitType; log: HabitLog | null; timeZone: string }) {
  return (
    <Card padding="md" component="section" aria-labelledby={`today-${habit}`}>
      <Text id={`today-${habit}`} ff="heading" fz={22} fw={700} lh={1.1}>
        Today's Log
      </Text>
      {log ? <Logged habit={habit} log={log} timeZone={timeZone} /> : <NotLoggedYet habit={habit} />}
    </Card>
  );
}

function Logged({ habit, log, timeZone }: { habit: HabitType; log: HabitLog; timeZone: string }) {
  const success = log.outcome === "success";
  const waiting = useWaitingToSync<{ habitType: HabitType }>("habitLog").some((input) => input.habitType === habit);
  return (
    <Stack gap={6} mt="sm">
      <Group gap="xs" wrap="wrap">
        <Badge
          size="lg"
          variant="light"
          color={success ? "teal" : "red"}
          leftSection={success ? <IconCheck size={14} aria-hidden="true" /> : <IconX size={14} aria-hidden="true" />}
        >
          {success ? "Success" : "Failure"}
        </Badge>
        <Text size="sm" c="dimmed">
          Logged at {formatClock(log.createdAt, timeZone)}
        </Text>
        {waiting ? <WaitingToSync /> : null}
      </Group>
      <Text fw={700}>{success ? HABIT_SUCCESS[habit] : HABIT_FAILURE[habit]}</Text>
      {log.notes ? (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {log.notes}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {success
          ? "Logged for today. Come back tomorrow to keep the run going."
          : "Tomorrow is a new day. Log it then."}
      </Text>
    </Stack>
  );
}

function NotLoggedYet({ habit }: { habit: HabitType }) {
  const [notes, setNotes] = useState("");
  const logHabit = useLogHabit();
  return (
    <Stack gap="sm" mt="xs">
      <Text size="sm" c="dimmed">
        How did today go? Once logged, a day stays as it is.
      </Text>
      <GrowingTextarea
        label="Notes (optional)"
        placeholder="What helped, what was hard"
        minRows={2}
        maxLength={HABIT_NOTES_MAX}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <OutcomeAnswers
        successLabel={HABIT_SUCCESS[habit]}
        failureLabel={HABIT_FAILURE[habit]}
        pending={logHabit.isPending}
        onAnswer={(outcome) => logHabit.mutate({ habitType: habit, outcome, notes, ...writeFields() })}
      />
    </Stack>
  );
}
