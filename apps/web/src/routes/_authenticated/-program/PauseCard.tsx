import { Button, Card, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { addDays, dayLabel } from "@wolfpack/rules/shared/calendar";
import { countOf } from "@wolfpack/rules/shared/words";
import {
  PAUSE_MAX_DAYS,
  PAUSE_REASON_LABELS,
  PAUSE_REASONS,
  PAUSE_WINDOW_DAYS,
  type PauseReason,
  pauseDaysLeftMessage,
  pausedUntilLabel,
} from "@wolfpack/rules/training/pause";
import { useState } from "react";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { type RouterOutputs, trpc } from "../../../trpc.ts";
import classes from "./Program.module.css";

/** After a pause starts or ends, what shows the streak and the cooldown is read again. */
function usePauseChange(done: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (state: RouterOutputs["program"]["pauses"]) => {
      utils.program.pauses.setData(undefined, state);
      void utils.auth.me.invalidate();
      void utils.member.invalidate();
      void utils.progress.invalidate();
      done();
    },
  };
}

/**
 * 'Pause program' (docs/rules.md, Pause): ill, injured or away, a member pauses up to 14 days in any
 * 90 without losing a streak; while paused the card says until when and offers Resume.
 */
export function PauseCard() {
  const [state] = trpc.program.pauses.useSuspenseQuery();
  const [opened, setOpened] = useState(false);
  const change = usePauseChange(() => undefined);
  const resume = trpc.program.resume.useMutation({
    ...change,
    onSuccess: (after) => {
      change.onSuccess(after);
      toastSuccess("Program resumed", "Welcome back: today counts again.");
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to resume the program")),
  });
  const current = state.current;

  if (current?.active) {
    return (
      <Card component="section" aria-labelledby="pause-title" className={classes.pauseCard} data-paused>
        <h2 id="pause-title" className={classes.pauseTitle}>
          {pausedUntilLabel(current)}
        </h2>
        <Text size="sm" className={classes.pauseText}>
          {PAUSE_REASON_LABELS[current.reason]}. Your day streak and reading streak are kept while you are paused, and
          the recovery cooldown does not apply.
        </Text>
        <Button size="md" variant="outline" onClick={() => resume.mutate()} loading={resume.isPending}>
          Resume
        </Button>
      </Card>
    );
  }

  return (
    <Card component="section" aria-labelledby="pause-title" className={classes.pauseCard}>
      <h2 id="pause-title" className={classes.pauseTitle}>
        Need a break?
      </h2>
      <Text size="sm" className={classes.pauseText}>
        Ill, injured or travelling? Pause up to {state.maxDays} days in any {state.windowDays} and keep your streak.{" "}
        {pauseDaysLeftMessage(state.daysLeft)}
      </Text>
      <Button size="md" variant="outline" onClick={() => setOpened(true)} disabled={state.daysLeft === 0}>
        Pause program
      </Button>
      <PauseDialog opened={opened} onClose={() => setOpened(false)} today={state.today} daysLeft={state.daysLeft} />
    </Card>
  );
}

function PauseDialog({
  opened,
  onClose,
  today,
  daysLeft,
}: {
  opened: boolean;
  onClose: () => void;
  today: string;
  daysLeft: number;
}) {
  const [reason, setReason] = useState<PauseReason | "">("");
  const [days, setDays] = useState(Math.min(3, daysLeft));
  const pause = trpc.program.pause.useMutation({
    ...usePauseChange(onClose),
    onError: (error) => toastFailure("Could not pause", failureMessage(error, "Failed to pause the program")),
  });
  const chosen = Math.min(Math.max(days, 1), daysLeft);

  return (
    <Modal opened={opened} onClose={onClose} title="Pause program" centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason === "" || daysLeft === 0) return;
          pause.mutate({ reason, days: chosen });
        }}
      >
        <Stack gap="md">
          <Text size="sm" data-testid="pause-budget">
            {countOf(daysLeft, "pause day")} left: at most {PAUSE_MAX_DAYS} in any {PAUSE_WINDOW_DAYS} days.
          </Text>
          <NativeSelect
            size="md"
            label="Reason"
            value={reason}
            onChange={(event) => {
              const picked = PAUSE_REASONS.find((r) => r === event.currentTarget.value);
              setReason(picked ?? "");
            }}
            data={[
              { value: "", label: "Choose a reason", disabled: true },
              ...PAUSE_REASONS.map((r) => ({ value: r, label: PAUSE_REASON_LABELS[r] })),
            ]}
          />
          <NativeSelect
            size="md"
            label="Number of days"
            description="Starting today"
            value={String(chosen)}
            onChange={(event) => setDays(Number(event.currentTarget.value))}
            data={Array.from({ length: daysLeft }, (_, i) => ({
              value: String(i + 1),
              label: countOf(i + 1, "day"),
            }))}
          />
          <Text size="sm">Paused until {dayLabel(addDays(today, chosen - 1))}</Text>
          <Button type="submit" size="md" disabled={reason === ""} loading={pause.isPending}>
            Pause program
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
