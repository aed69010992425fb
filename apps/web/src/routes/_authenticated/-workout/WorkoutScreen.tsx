import { Stack } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { cooldownApplies } from "@wolfpack/rules/training/cooldown";
import { parseEntryNumber, setNotice } from "@wolfpack/rules/training/session/format";
import { completionPayload } from "@wolfpack/rules/training/session/payload";
import { isExerciseDone, type SessionState } from "@wolfpack/rules/training/session/reducer";
import { setTargets } from "@wolfpack/rules/training/session/targets";
import { useMemo, useRef, useState } from "react";
import { failureMessage } from "../../../lib/errors.ts";
import { useMember } from "../../../lib/member.ts";
import { toastFailure } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import { BackToWorkouts } from "./BackToWorkouts.tsx";
import { type Completed, CompletionCard } from "./CompletionCard.tsx";
import { CooldownCard, useCooldown } from "./CooldownCard.tsx";
import { ExerciseList, type SetDraft } from "./ExerciseList.tsx";
import { LeaveDialog } from "./LeaveDialog.tsx";
import { SessionBar } from "./SessionBar.tsx";
import { useWakeLock } from "./useWakeLock.ts";
import { type SessionAction, useWorkoutSession } from "./useWorkoutSession.ts";
import { WorkoutDetails } from "./WorkoutDetails.tsx";

const EMPTY_DRAFT: SetDraft = { reps: "", weight: "" };

/** The workout and its live session: details, the exercises with their sets, the session bar. */
export function WorkoutScreen({ id }: { id: number }) {
  const member = useMember();
  const utils = trpc.useUtils();
  const [workout] = trpc.workout.byId.useSuspenseQuery({ id });
  const [records] = trpc.exercise.list.useSuspenseQuery();
  const cooldown = useCooldown();

  const targets = useMemo(() => setTargets(workout.exercises, records), [workout.exercises, records]);
  const session = useWorkoutSession({ memberId: member.id, workoutId: id, exercises: workout.exercises, targets });
  const { state } = session;
  const unit = member.weightUnit;

  const [drafts, setDrafts] = useState<SetDraft[]>(() => workout.exercises.map(() => EMPTY_DRAFT));
  const [result, setResult] = useState<Completed | null>(null);
  /** The session (by its start) whose completion is on its way or saved: never sent twice. */
  const sentFor = useRef<number | null>(null);

  // During the recovery cooldown a program-day workout cannot be completed (the server
  // refuses it): no new session starts then, rather than one the member cannot save.
  const waitsForCooldown = cooldownApplies(workout);
  const inCooldown = waitsForCooldown && cooldown.blocking;
  const canStart = !inCooldown;

  const complete = trpc.workout.complete.useMutation({
    onSuccess: async (answer) => {
      session.forget();
      setResult(answer);
      utils.auth.me.setData(undefined, answer.member);
      await Promise.all([
        utils.auth.me.invalidate(),
        utils.workout.history.invalidate(),
        utils.member.cooldown.invalidate(),
        utils.achievement.earned.invalidate(),
        utils.member.progress.invalidate(),
        utils.program.days.invalidate(),
        // Last time's numbers beside each set are now this session's.
        utils.workout.byId.invalidate({ id }),
        // This week's minutes and the lifts' estimates.
        utils.progress.charts.invalidate(),
      ]);
    },
    onError: (error) => {
      // The session stays, completed and kept on the device: the member can send it again.
      sentFor.current = null;
      toastFailure("Error", failureMessage(error, "Failed to save workout completion"));
    },
  });

  const send = (completed: SessionState) => {
    if (completed.status !== "completed" || sentFor.current === completed.startedAt) return;
    sentFor.current = completed.startedAt;
    complete.mutate(completionPayload(completed, workout, unit));
  };

  const act = (action: SessionAction) => {
    const before = session.state.status;
    const next = session.dispatch(action);
    // Finish, or the last set of the last exercise: the completion goes out once.
    if (before !== "completed" && next.status === "completed") send(next);
    if (action.type === "stop") {
      setResult(null);
      sentFor.current = null;
    }
  };

  const completeSet = (exerciseIndex: number) => {
    const draft = drafts[exerciseIndex] ?? EMPTY_DRAFT;
    act({
      type: "completeSet",
      exerciseIndex,
      reps: parseEntryNumber(draft.reps),
      weight: parseEntryNumber(draft.weight),
      unit,
    });
  };

  const saved = result !== null;
  const unsaved = session.active || (state.status === "completed" && !saved);
  useWakeLock(state.status === "running");

  // Leaving mid-session asks first; the session is paused and kept on this device.
  const blocker = useBlocker({
    shouldBlockFn: () => unsaved,
    enableBeforeUnload: () => unsaved,
    withResolver: true,
  });

  const notice = setNotice(state);
  const currentDone = isExerciseDone(state, state.current);

  return (
    <>
      <BackToWorkouts />
      <Stack gap="md">
        {result ? <CompletionCard result={result} /> : null}
        {waitsForCooldown && !cooldown.canUnlock ? (
          <CooldownCard leftMs={cooldown.leftMs} explainsStart={inCooldown && state.status === "not-started"} />
        ) : null}
        <WorkoutDetails workout={workout} />
        <ExerciseList
          state={state}
          records={records}
          lastSets={workout.lastSession?.sets ?? null}
          unit={unit}
          drafts={drafts}
          onDraft={(index, draft) => setDrafts((all) => all.map((each, i) => (i === index ? draft : each)))}
          onCompleteSet={completeSet}
          onReset={(exerciseIndex) => act({ type: "resetExercise", exerciseIndex })}
          canLog={canStart || state.status !== "not-started"}
        />
      </Stack>
      {saved ? null : (
        <SessionBar
          state={state}
          notice={notice}
          canStart={canStart}
          cannotStartReason={inCooldown ? "Start opens when the recovery cooldown ends." : null}
          sending={complete.isPending}
          offline={complete.isPaused}
          currentName={currentDone ? null : (workout.exercises[state.current] ?? null)}
          onAction={act}
          onCompleteCurrent={() => completeSet(state.current)}
          onRetry={() => send(state)}
        />
      )}
      <LeaveDialog
        opened={blocker.status === "blocked"}
        completedUnsaved={state.status === "completed"}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          if (state.status === "running") session.dispatch({ type: "pause" });
          blocker.proceed?.();
        }}
      />
    </>
  );
}
