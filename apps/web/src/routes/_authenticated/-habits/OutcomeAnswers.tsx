import { Button } from "@mantine/core";
import type { HabitOutcome } from "@wolfpack/rules/habits/habits";
import { useState } from "react";
import { IconCheck, IconX } from "../../../components/icons.ts";

/** At 320 px an answer such as 'Smoke-free yesterday' is wider than the button: its words wrap, the button grows. */
const answerSize = {
  size: "md",
  fullWidth: true,
  h: "auto",
  mih: 44,
  py: 8,
  styles: { label: { whiteSpace: "normal", textAlign: "center" } },
} as const;

export interface OutcomeAnswersProps {
  successLabel: string;
  failureLabel: string;
  pending: boolean;
  onAnswer: (outcome: HabitOutcome) => void;
}

/** The two answers of a habit log, today's or a missed yesterday's: the tapped one spins while it is sent. */
export function OutcomeAnswers({ successLabel, failureLabel, pending, onAnswer }: OutcomeAnswersProps) {
  const [choice, setChoice] = useState<HabitOutcome | null>(null);
  const answer = (outcome: HabitOutcome) => {
    setChoice(outcome);
    onAnswer(outcome);
  };
  return (
    <>
      <Button
        {...answerSize}
        leftSection={<IconCheck size={18} aria-hidden="true" />}
        loading={pending && choice === "success"}
        disabled={pending}
        onClick={() => answer("success")}
      >
        {successLabel}
      </Button>
      <Button
        {...answerSize}
        variant="light"
        color="red"
        leftSection={<IconX size={18} aria-hidden="true" />}
        loading={pending && choice === "failure"}
        disabled={pending}
        onClick={() => answer("failure")}
      >
        {failureLabel}
      </Button>
    </>
  );
}
