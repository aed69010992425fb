import { Button, Card, Stack, Text } from "@mantine/core";
import type { HabitType } from "@wolfpack/rules/habits/habits";
import {
  HABIT_YESTERDAY_FAILURE,
  HABIT_YESTERDAY_QUESTION,
  HABIT_YESTERDAY_SUCCESS,
} from "@wolfpack/rules/habits/log-day";
import { dayLabel } from "@wolfpack/rules/shared/calendar";
import { useState } from "react";
import { writeFields } from "../../../offline/queued.ts";
import { OutcomeAnswers } from "./OutcomeAnswers.tsx";
import { useLogHabit } from "./useHabitActions.ts";

/**
 * A missed yesterday (docs/rules.md, Habits): forgetting to tap is not a relapse, so a habit with no
 * log yesterday offers to log it, until the member's midnight (the rule is
 * rules/habits/log-day.ts). The log names yesterday's date: once midnight passes, the
 * server refuses it rather than putting it on a day the member did not mean. Shown only
 * while yesterday has no log; a day's log stays final.
 */
export function YesterdayLog({ habit, yesterday }: { habit: HabitType; yesterday: string }) {
  const [open, setOpen] = useState(false);
  const logHabit = useLogHabit();
  const titleId = `yesterday-${habit}`;
  return (
    <Card padding="md" component="section" aria-labelledby={titleId}>
      <Text id={titleId} fw={700}>
        Yesterday, {dayLabel(yesterday)}
      </Text>
      <Text size="sm" c="dimmed">
        Not logged. Forgot to tap? It can be logged until midnight.
      </Text>
      {open ? null : (
        <Button
          variant="light"
          h={44}
          px="md"
          mt="sm"
          style={{ alignSelf: "flex-start" }}
          onClick={() => setOpen(true)}
        >
          Log yesterday
        </Button>
      )}
      {open ? (
        <Stack gap="sm" mt="sm" role="group" aria-label={HABIT_YESTERDAY_QUESTION[habit]}>
          <Text fw={700}>{HABIT_YESTERDAY_QUESTION[habit]}</Text>
          <OutcomeAnswers
            successLabel={HABIT_YESTERDAY_SUCCESS[habit]}
            failureLabel={HABIT_YESTERDAY_FAILURE[habit]}
            pending={logHabit.isPending}
            onAnswer={(outcome) => logHabit.mutate({ habitType: habit, outcome, day: yesterday, ...writeFields() })}
          />
          <Button variant="subtle" color="gray" h={44} disabled={logHabit.isPending} onClick={() => setOpen(false)}>
            Not now
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
