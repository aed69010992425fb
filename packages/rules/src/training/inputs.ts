/**
 * Inputs of the training procedures: workouts, sessions, the program and the member
 * reads. Kept apart from the account inputs so the sign-in screen never loads them.
 */
import { z } from "zod";
import { pageLimit, ROW_ID_MAX, wholeNumberFromText } from "../shared/inputs.ts";
import { memberId } from "../shared/member-id.ts";
import { offlineWriteFields } from "../shared/offline-sync.ts";
import { countOf } from "../shared/words.ts";
import { PAUSE_MAX_DAYS, PAUSE_REASONS } from "./pause.ts";
import { WEIGHT_UNITS } from "./weights.ts";
import { PROGRAM_DAYS } from "./workout-filter.ts";

/** A whole number in a body: a JSON number, nothing (text, true, null, a list) read as one. */
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

export const workoutId = wholeNumberFromText("Workout id", 1, ROW_ID_MAX);

export const workoutInput = z.object({ id: workoutId });

/** Whatever the workout, a session credits at least a minute and at most ten hours. */
export const MIN_SESSION_MINUTES = 1;
export const MAX_SESSION_MINUTES = 600;
/**
 * A session credits at most this many times the workout's listed minutes: room for a
 * member who rests long or trains slowly, none for a timer left running.
 */
export const SESSION_MINUTES_PER_LISTED_MINUTE = 3;
export const MAX_SETS_PER_EXERCISE = 50;
export const MAX_SETS_PER_SESSION = 300;
export const MAX_REPS = 1000;
export const MAX_WEIGHT = 2000;

export const loggedSet = z.object({
  exerciseName: z
    .string({ error: "Exercise name is required" })
    .trim()
    .min(1, "Exercise name is required")
    .max(120, "Exercise name is too long"),
  setNumber: wholeNumber("Set number", 1, MAX_SETS_PER_EXERCISE),
  reps: wholeNumber("Reps", 0, MAX_REPS).nullish(),
  weight: z
    .number({ error: "Weight must be a number" })
    .min(0, `Weight must be between 0 and ${MAX_WEIGHT}`)
    .max(MAX_WEIGHT, `Weight must be between 0 and ${MAX_WEIGHT}`)
    .nullish(),
});
export type LoggedSetInput = z.input<typeof loggedSet>;

const sessionMinutes = wholeNumber("Duration", MIN_SESSION_MINUTES, MAX_SESSION_MINUTES);
const exercisesCompleted = wholeNumber("Exercises completed", 0, 100);

export const completeWorkoutInput = z.object({
  workoutId,
  duration: sessionMinutes,
  exercisesCompleted,
  sets: z
    .array(loggedSet)
    .max(MAX_SETS_PER_SESSION, `A session holds at most ${MAX_SETS_PER_SESSION} sets`)
    .refine((sets) => new Set(sets.map((s) => `${s.exerciseName}\u0000${s.setNumber}`)).size === sets.length, {
      message: "Each set of an exercise may be logged once",
    })
    .default([]),
  // A completion queued offline (docs/rules.md, Offline sync): its key and when it happened.
  ...offlineWriteFields,
});
export type CompleteWorkoutInput = z.input<typeof completeWorkoutInput>;

/**
 * Over REST a count may also come as plain decimal digits ("30"), as form fields send it;
 * nothing else (" 30", "1e2", "0x10", "", true, null, [7]) is read as a number.
 */
const orDigits = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && /^[0-9]+$/.test(value) ? Number(value) : value), schema);

/** A completion as the REST path takes it: `completeWorkoutInput`, with counts that may be digits. */
export const completeWorkoutWireInput = completeWorkoutInput.extend({
  duration: orDigits(sessionMinutes),
  exercisesCompleted: orDigits(exercisesCompleted),
});

/** The most minutes a session of a workout listed at `listedMinutes` credits. */
export function maxSessionMinutes(listedMinutes: number): number {
  return Math.min(MAX_SESSION_MINUTES, SESSION_MINUTES_PER_LISTED_MINUTE * listedMinutes);
}

/**
 * Why a finished session does not fit the workout it completes, or null when it does: no
 * more minutes than the workout can take, no more exercises than it has, and sets only of
 * its own exercises (named as the workout names them).
 */
export function sessionMisfit(
  workout: { duration: number; exercises: readonly string[] },
  session: { duration: number; exercisesCompleted: number; sets: readonly { exerciseName: string }[] },
): string | null {
  const most = maxSessionMinutes(workout.duration);
  if (session.duration > most) {
    return `Duration must be at most ${most} minutes for this ${workout.duration}-minute workout`;
  }
  const count = workout.exercises.length;
  if (session.exercisesCompleted > count) {
    return `Exercises completed must be at most ${count}: this workout has ${countOf(count, "exercise")}`;
  }
  const own = new Set(workout.exercises.map((name) => name.trim()));
  const foreign = session.sets.find((set) => !own.has(set.exerciseName));
  return foreign ? `"${foreign.exerciseName}" is not an exercise of this workout` : null;
}

/** A page of the member's sessions, newest first; `cursor` is the id of the last session already shown. */
export const historyInput = z
  .object({
    memberId: memberId.default("me"),
    limit: pageLimit(100).default(20),
    cursor: wholeNumberFromText("Cursor", 1, ROW_ID_MAX).nullish(),
  })
  .default({ memberId: "me", limit: 20 });

export const programDayInput = z.object({ day: wholeNumberFromText("Day", 1, PROGRAM_DAYS) });

/**
 * Marking a program day: `done` says which way, so a change queued offline and sent twice
 * lands the same; without it the day's mark is toggled.
 */
export const programDayToggleInput = programDayInput.extend({
  done: z.boolean({ error: "done must be true or false" }).optional(),
});

export const weightUnitInput = z.object({
  weightUnit: z.enum(WEIGHT_UNITS, { error: "Weight unit must be kg or lb" }),
});

/** Starting a pause: today and the following days, `days` in all, for a reason. */
export const pauseStartInput = z.object({
  days: z
    .number({ error: "Days must be a number" })
    .int("Days must be a whole number")
    .min(1, `A pause is 1 to ${PAUSE_MAX_DAYS} days long.`)
    .max(PAUSE_MAX_DAYS, `A pause is 1 to ${PAUSE_MAX_DAYS} days long.`),
  reason: z.enum(PAUSE_REASONS, { error: "Reason must be illness, injury or travel" }),
});
