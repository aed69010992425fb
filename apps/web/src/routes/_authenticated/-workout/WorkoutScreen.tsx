import { Group, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { cooldownApplies } from "@wolfpack/rules/training/cooldown";
import { parseEntryNumber, setNotice } from "@wolfpack/rules/training/session/format";
import { completionPayload } from "@wolfpack/rules/training/session/payload";
import { isExerciseDone, type SessionState } from "@wolfpack/rules/training/session/reducer";
import { setTargets } from "@wolfpack/rules/training/session/targets";
import { runAfter } from "@wolfpack/rules/training/streak";
import { useMemo, useRef, useState } from "react";
import { WaitingToSync } from "../../../components/WaitingToSync.tsx";
import { failureMessage } from "../../../lib/errors.ts";
import { useMember } from "../../../lib/member.ts";
import { toastFailure } from "../../../lib/toast.tsx";
import { isQueued, QUEUE_SCOPE, queuedNow, useWaitingToSync, writeFields } from "../../../offline/queued.ts";
import { type Member, trpc } from "../../../trpc.ts";
import { BackToWorkouts } from "./BackToWorkouts.tsx";
import { type Completed, CompletionCard } from "./CompletionCard.tsx";
import { CooldownCard, useCooldown } from "./CooldownCard.tsx";
import { ExerciseList, type SetDraft } from "./ExerciseList.tsx";
import { LeaveDialog } from "./LeaveDialog.tsx";
import { SAVED_ON_PHONE, SessionBar } from "./SessionBar.tsx";
import { useWakeLock } from "./useWakeLock.ts";
import { type SessionAction, useWorkoutSession } from "./useWorkoutSession.ts";
import { WorkoutDetails } from "./WorkoutDetails.tsx";

const EMPTY_DRAFT: SetDraft = { reps: "", weight: "" };

/**
 * The member's numbers with a session the server does not have yet, as it will count them
 * (the totals, the streak: @wolfpack/rules/training/completion).
 */
function withSession(member: Member, duration: number, now: Date): Member {
  const lastDay = member.lastWorkoutCompletedAt ? localDateOf(member.lastWorkoutCompletedAt, member.timezone) : null;
  return {
    ...member,
    workoutsCompleted: member.workoutsCompleted + 1,
    totalMinutes: member.totalMinutes + duration,
    currentStreak: runAfter(lastDay, member.currentStreak, localDateOf(now, member.timezone), member.pauses),
    lastWorkoutCompletedAt: now,
  };
}

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
    scope: QUEUE_SCOPE,
    // With no signal the completion waits on the phone (docs/offline.md): the session is
    // the queue's now, and the screens show it done (the numbers, the program day).
    onMutate: async (input) => {
      const queued = queuedNow();
      if (!queued.queued) return queued;
      session.forget();
      const now = new Date();
      utils.auth.me.setData(undefined, (me) => (me ? withSession(me, input.duration, now) : me));
      const day = workout.day;
      if (day !== null) {
        await utils.program.days.cancel();
        utils.program.days.setData(undefined, (days) =>
          days && !days.completedDays.includes(day)
            ? {
                ...days,
                completedDays: [...days.completedDays, day].sort((a, b) => a - b),
                trainedDays: [...days.trainedDays, day].sort((a, b) => a - b),
              }
            : days,
        );
      }
      return queued;
    },
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
    onError: (error, _input, context) => {
      // The session stays, completed and kept on the device: the member can send it again.
      sentFor.current = null;
      // A queued one refused on arrival is shown until dismissed (src/offline/SyncRefusals.tsx).
      if (context?.queued) return;
      toastFailure("Error", failureMessage(error, "Failed to save workout completion"));
    },
  });

  /**
   * The key (and, offline, the moment) of this session's completion, made when the member
   * finished: 'Save workout' after a lost answer sends the same, and the server counts it once
   * (docs/rules.md, Offline sync).
   */
  const keyFor = useRef<{ startedAt: number | null; fields: ReturnType<typeof writeFields> } | null>(null);

  const send = (completed: SessionState) => {
    if (completed.status !== "completed" || sentFor.current === completed.startedAt) return;
    sentFor.current = completed.startedAt;
    let key = keyFor.current;
    if (key === null || key.startedAt !== completed.startedAt) {
      key = { startedAt: completed.startedAt, fields: writeFields() };
      keyFor.current = key;
    }
    complete.mutate({ ...completionPayload(completed, workout, unit), ...key.fields });
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

  // Kept on the phone till the signal is back: as good as saved to the member.
  const queued = complete.isPending && isQueued(complete.context);
  // A session of this workout finished earlier and still on the phone (the app was closed since).
  const waitingHere = useWaitingToSync<{ workoutId: number }>("complete").some((input) => input.workoutId === id);
  const saved = result !== null;
  const unsaved = session.active || (state.status === "completed" && !saved && !queued);
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
        {waitingHere && !queued ? (
          <Group gap="xs" role="status">
            <WaitingToSync />
            <Text size="sm">{SAVED_ON_PHONE}</Text>
          </Group>
        ) : null}
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
          offline={complete.isPaused || queued}
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
