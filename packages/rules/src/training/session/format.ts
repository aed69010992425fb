/**
 * What the workout screen shows of a session: its clock, progress, the notice after a set,
 * the rest left, sets in words and last time's numbers; and the numbers the member types.
 */
import { kgFrom, type WeightUnit, weightIn } from "../weights.ts";
import { isExerciseDone, type LoggedSet, restRemainingMs, type SessionState } from "./reducer.ts";
import { normaliseExerciseName } from "./targets.ts";

/**
 * A number typed in a reps or weight field ('12', '62.5', '62,5'), or null when the field
 * is blank or holds something else.
 */
export function parseEntryNumber(text: string): number | null {
  const cleaned = text.trim().replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** '07:05' under an hour, '1:02:03' from then on. */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

export function totalTargetSets(state: SessionState): number {
  return state.targets.reduce((sum, target) => sum + target, 0);
}

export function totalCompletedSets(state: SessionState): number {
  return state.sets.reduce((sum, list, i) => sum + Math.min(list.length, state.targets[i] ?? 0), 0);
}

/**
 * The sets still to do before every exercise reaches its target: what Finish asks about
 * ('Finish with 5 sets not done?'). Sets beyond a target do not make up for another's.
 */
export const setsNotDone = (state: SessionState) => totalTargetSets(state) - totalCompletedSets(state);

/** Progress percent = completed sets over target sets, rounded (docs/rules.md); 0 with no sets to do. */
export function progressPercent(state: SessionState): number {
  const total = totalTargetSets(state);
  return total === 0 ? 0 : Math.round((totalCompletedSets(state) / total) * 100);
}

export const exercisesCompleted = (state: SessionState) =>
  state.exercises.filter((_, index) => isExerciseDone(state, index)).length;

export interface SetNotice {
  title: string;
  text: string;
  exerciseIndex: number;
  at: number;
}

/**
 * What to tell the member about the set just logged: 'Set Complete!' with 'n/total sets
 * done' for an intermediate set (docs/rules.md, The live workout session), 'Exercise Complete!' for the set that
 * finishes an exercise; nothing once the whole workout is complete (the completion says it).
 */
export function setNotice(state: SessionState): SetNotice | null {
  const last = state.lastSet;
  if (!last || state.status === "completed") return null;
  const total = state.targets[last.exerciseIndex] ?? 0;
  const base = { exerciseIndex: last.exerciseIndex, at: last.at };
  if (last.setNumber < total) return { ...base, title: "Set Complete!", text: `${last.setNumber}/${total} sets done` };
  return { ...base, title: "Exercise Complete!", text: `${total}/${total} sets done` };
}

/** The rest countdown as seconds to show, rounded up so it reads 1 until it is over. */
export const restRemainingSeconds = (state: SessionState) => Math.ceil(restRemainingMs(state) / 1000);

/** A logged set's weight in `unit` (converted when it was typed in the other), or null. */
export function loggedWeightIn(set: LoggedSet, unit: WeightUnit): number | null {
  if (set.weight === null) return null;
  return set.unit === unit ? set.weight : weightIn(kgFrom(set.weight, set.unit), unit);
}

/** One set in words: '10 × 40 kg', '10 reps', '40 kg'; null when neither was given. */
export function describeSet(reps: number | null, weight: number | null, unit: WeightUnit): string | null {
  if (reps !== null && weight !== null) return `${reps} × ${weight} ${unit}`;
  if (reps !== null) return `${reps} ${reps === 1 ? "rep" : "reps"}`;
  if (weight !== null) return `${weight} ${unit}`;
  return null;
}

// ---------------------------------------------------------------------------------------
// Last time's numbers

export interface LastSessionSet {
  exerciseName: string;
  setNumber: number;
  reps: number | null;
  weightKg: number | null;
}

export interface PreviousSet {
  reps: number | null;
  /** In the member's unit. */
  weight: number | null;
}

/**
 * What the member did in this set last time (same exercise name regardless of case, same
 * set number), weight shown in their unit; null when there is nothing to show.
 */
export function previousSet(
  lastSets: readonly LastSessionSet[] | null | undefined,
  exerciseName: string,
  setNumber: number,
  unit: WeightUnit,
): PreviousSet | null {
  const wanted = normaliseExerciseName(exerciseName);
  const found = lastSets?.find(
    (set) => set.setNumber === setNumber && normaliseExerciseName(set.exerciseName) === wanted,
  );
  if (!found || (found.reps === null && found.weightKg === null)) return null;
  return { reps: found.reps, weight: found.weightKg === null ? null : weightIn(found.weightKg, unit) };
}
