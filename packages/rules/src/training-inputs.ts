/**
 * Inputs of the training procedures: workouts, sessions, the program and the member
 * reads. Kept apart from the account inputs so the sign-in screen never loads them.
 */
import { z } from "zod";
import { WEIGHT_UNITS } from "./enums.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's id, or "me" for the signed-in member. */
export const memberId = z
  .string({ error: "Member id is required" })
  .trim()
  .refine((value) => value === "me" || UUID.test(value), { message: "Member id must be 'me' or a member's id" });

export const memberInput = z.object({ memberId: memberId.default("me") });

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

export const workoutId = wholeNumber("Workout id", 1, 2_147_483_647);

export const workoutInput = z.object({ id: workoutId });

export const MAX_SESSION_MINUTES = 600;
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

export const completeWorkoutInput = z.object({
  workoutId,
  duration: wholeNumber("Duration", 0, MAX_SESSION_MINUTES),
  exercisesCompleted: wholeNumber("Exercises completed", 0, 100),
  sets: z
    .array(loggedSet)
    .max(MAX_SETS_PER_SESSION, `A session holds at most ${MAX_SETS_PER_SESSION} sets`)
    .refine((sets) => new Set(sets.map((s) => `${s.exerciseName}\u0000${s.setNumber}`)).size === sets.length, {
      message: "Each set of an exercise may be logged once",
    })
    .default([]),
});
export type CompleteWorkoutInput = z.input<typeof completeWorkoutInput>;

/** A page of the member's sessions, newest first; `cursor` is the id of the last session already shown. */
export const historyInput = z
  .object({
    memberId: memberId.default("me"),
    limit: wholeNumber("Limit", 1, 100).default(20),
    cursor: wholeNumber("Cursor", 1, 2_147_483_647).nullish(),
  })
  .default({ memberId: "me", limit: 20 });

export const programDayInput = z.object({ day: wholeNumber("Day", 1, 100) });

export const weightUnitInput = z.object({
  weightUnit: z.enum(WEIGHT_UNITS, { error: "Weight unit must be kg or lb" }),
});

export const ebookListInput = z.object({ featured: z.boolean().optional() }).optional();
