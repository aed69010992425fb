/** The call that completes a session: workout.complete's payload, as the server takes it. */
import {
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_SESSION,
  MAX_WEIGHT,
  MIN_SESSION_MINUTES,
  maxSessionMinutes,
} from "../inputs.ts";
import type { WeightUnit } from "../weights.ts";
import { exercisesCompleted, loggedWeightIn } from "./format.ts";
import { elapsedMs, type SessionState } from "./reducer.ts";

/**
 * Whole minutes of training to credit for a session of a workout listed at `listedMinutes`:
 * the elapsed time rounded to the nearest minute (Math.round: 10 min 29 s is 10, 10 min
 * 30 s is 11), at least a minute (a session finished within seconds was still one) and at
 * most what the workout can take (`maxSessionMinutes`: a timer left running is not training).
 */
export function durationMinutes(elapsed: number, listedMinutes: number): number {
  const most = maxSessionMinutes(listedMinutes);
  return Math.min(most, Math.max(MIN_SESSION_MINUTES, Math.round(elapsed / 60_000)));
}

export interface CompletionPayload {
  workoutId: number;
  duration: number;
  exercisesCompleted: number;
  sets: { exerciseName: string; setNumber: number; reps?: number | null; weight?: number | null }[];
}

/**
 * The payload of workout.complete: duration in whole minutes (as `durationMinutes` credits
 * them), how many exercises reached their target, and one entry per completed set with what
 * the member typed. Weights go in `unit` (the member's unit when sending), converted when a
 * set was logged in the other.
 */
export function completionPayload(
  state: SessionState,
  workout: { id: number; duration: number },
  unit: WeightUnit,
): CompletionPayload {
  const sets: CompletionPayload["sets"] = [];
  // A name listed twice in a workout is one exercise to the server: its sets are numbered on.
  const numbered = new Map<string, number>();
  state.sets.forEach((list, index) => {
    const exerciseName = (state.exercises[index] ?? "").trim();
    if (exerciseName === "") return;
    for (const set of list) {
      const key = exerciseName.toLowerCase();
      const setNumber = (numbered.get(key) ?? 0) + 1;
      numbered.set(key, setNumber);
      if (setNumber > MAX_SETS_PER_EXERCISE) continue;
      const entry: CompletionPayload["sets"][number] = { exerciseName, setNumber };
      if (set.reps !== null) entry.reps = set.reps;
      const weight = loggedWeightIn(set, unit);
      if (weight !== null) entry.weight = Math.min(weight, MAX_WEIGHT);
      sets.push(entry);
    }
  });
  return {
    workoutId: workout.id,
    duration: durationMinutes(elapsedMs(state), workout.duration),
    exercisesCompleted: Math.min(100, exercisesCompleted(state)),
    sets: sets.slice(0, MAX_SETS_PER_SESSION),
  };
}
