/** How many sets each exercise of a workout asks for, from the exercise records. */
import { MAX_SETS_PER_EXERCISE } from "../inputs.ts";

/** Sets per exercise when no exercise record matches, or the record has none (docs/rules.md). */
export const DEFAULT_SET_TARGET = 3;

export interface ExerciseRecord {
  name: string;
  sets: number | null;
}

/** An exercise name as names are compared: trimmed, any case. */
export const normaliseExerciseName = (name: string) => name.trim().toLowerCase();

/**
 * The exercise record for a workout's exercise name: names match regardless of case when
 * one contains the other (docs/rules.md). A record with exactly the same name wins over
 * one that only contains it or is contained ('Push-Up' and 'Diamond Push-Up' for the
 * workout's 'Diamond Push-Up'); otherwise the first partial match in the list's order.
 */
export function matchExerciseRecord<R extends ExerciseRecord>(name: string, records: readonly R[]): R | undefined {
  const wanted = normaliseExerciseName(name);
  if (wanted === "") return undefined;
  const exact = records.find((record) => normaliseExerciseName(record.name) === wanted);
  if (exact) return exact;
  return records.find((record) => {
    const candidate = normaliseExerciseName(record.name);
    return candidate !== "" && (candidate.includes(wanted) || wanted.includes(candidate));
  });
}

/** Sets to do for one exercise: its record's `sets` (at most 50, what a session can log), or 3. */
export function setTarget(name: string, records: readonly ExerciseRecord[]): number {
  const sets = matchExerciseRecord(name, records)?.sets;
  if (typeof sets !== "number" || !Number.isInteger(sets) || sets <= 0) return DEFAULT_SET_TARGET;
  return Math.min(sets, MAX_SETS_PER_EXERCISE);
}

export function setTargets(exercises: readonly string[], records: readonly ExerciseRecord[]): number[] {
  return exercises.map((name) => setTarget(name, records));
}
