import { Button, Card, Stack, Text } from "@mantine/core";
import type { HabitOutcome, HabitType } from "@wolfpack/rules/habits/habits";
import {
  HABIT_YESTERDAY_FAILURE,
  HABIT_YESTERDAY_QUESTION,
  HABIT_YESTERDAY_SUCCESS,
} from "@wolfpack/rules/habits/log-day";
import { dayLabel } from "@wolfpack/rules/shared/calendar";
import { useState } from "react";
import { IconCheck, IconX } from "../../../components/icons.ts";
import { useLogHabit } from "./useHabitActions.ts";

/**
 * A missed yesterday (issue 20): forgetting to tap is not a relapse, so a habit with no
 * log yesterday offers to log it, until the member's midnight (the rule is
 * rules/habits/log-day.ts). The log names yesterday's date: once midnight passes, the
 * server refuses it rather than putting it on a day the member did not mean. Shown only
 * while yesterday has no log; a day's log stays final.
 */
/** At 320 px 'Smoke-free yesterday' is wider than the button: its words wrap, the button grows. */
const answerSize = {
  h: "auto",
  mih: 44,
  py: 8,
  styles: { label: { whiteSpace: "normal", textAlign: "center" } },
} as const;

export function YesterdayLog({ habit, yesterday }: { habit: HabitType; yesterday: string }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<HabitOutcome | null>(null);
  const logHabit = useLogHabit();
  const send = (outcome: HabitOutcome) => {
    setChoice(outcome);
    logHabit.mutate({ habitType: habit, outcome, day: yesterday });
  };
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
          <Button
            size="md"
            {...answerSize}
            fullWidth
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            loading={logHabit.isPending && choice === "success"}
            disabled={logHabit.isPending}
            onClick={() => send("success")}
          >
            {HABIT_YESTERDAY_SUCCESS[habit]}
          </Button>
          <Button
            size="md"
            {...answerSize}
            fullWidth
            variant="light"
            color="red"
            leftSection={<IconX size={18} aria-hidden="true" />}
            loading={logHabit.isPending && choice === "failure"}
            disabled={logHabit.isPending}
            onClick={() => send("failure")}
          >
            {HABIT_YESTERDAY_FAILURE[habit]}
          </Button>
          <Button variant="subtle" color="gray" h={44} disabled={logHabit.isPending} onClick={() => setOpen(false)}>
            Not now
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
