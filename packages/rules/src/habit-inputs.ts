/**
 * Inputs of the habit procedures: logs and reminders. Shared by the habit screen's forms
 * and the server, so a message reads the same in both.
 */
import { z } from "zod";
import { HABIT_OUTCOMES, HABIT_TYPES } from "./enums.ts";
import { HABIT_NOTES_MAX, REMINDER_TIME_PATTERN } from "./habits.ts";
import { memberId } from "./training-inputs.ts";

export const habitType = z.enum(HABIT_TYPES, {
  error: `Habit must be one of ${HABIT_TYPES.join(", ")}`,
});

const notes = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(HABIT_NOTES_MAX, `Notes must be at most ${HABIT_NOTES_MAX} characters`)
  .transform((value) => (value === "" ? null : value))
  .nullish();

/** Today's log of one habit, as the typed procedure takes it. */
export const habitLogInput = z.object({
  memberId: memberId.default("me"),
  habitType,
  outcome: z.enum(HABIT_OUTCOMES, { error: "Outcome must be success or failure" }),
  notes,
});
export type HabitLogInput = z.input<typeof habitLogInput>;

/**
 * The same log as the REST path sends it (spec section 7): `completed` in its wire
 * meaning, which the adapter turns into an outcome.
 */
export const habitLogWireInput = z.object({
  habitType,
  completed: z.boolean({ error: "completed must be true or false" }),
  notes,
});

export const HABIT_HISTORY_MAX = 366;

export const habitHistoryInput = z
  .object({
    memberId: memberId.default("me"),
    /** The latest logs of each habit, newest first. */
    perHabit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, `Limit must be between 1 and ${HABIT_HISTORY_MAX}`)
      .max(HABIT_HISTORY_MAX, `Limit must be between 1 and ${HABIT_HISTORY_MAX}`)
      .default(30),
  })
  .default({ memberId: "me", perHabit: 30 });

export const reminderTime = z
  .string({ error: "Reminder time is required" })
  .trim()
  .regex(REMINDER_TIME_PATTERN, "Reminder time must be HH:MM on the 24-hour clock, such as 09:00 or 21:30");

export const reminderCreateInput = z.object({
  memberId: memberId.default("me"),
  habitType,
  reminderTime,
  streakAlerts: z.boolean({ error: "streakAlerts must be true or false" }).default(true),
});
export type ReminderCreateInput = z.input<typeof reminderCreateInput>;

const reminderId = z.coerce
  .number({ error: "Reminder id must be a number" })
  .int("Reminder id must be a whole number")
  .min(1, "Reminder id must be a positive number")
  .max(2_147_483_647, "Reminder id is too large");

export const reminderIdInput = z.object({ id: reminderId });

export const reminderUpdateInput = z
  .object({
    id: reminderId,
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
    streakAlerts: z.boolean({ error: "streakAlerts must be true or false" }).optional(),
    reminderTime: reminderTime.optional(),
  })
  .refine(
    (input) => input.enabled !== undefined || input.streakAlerts !== undefined || input.reminderTime !== undefined,
    {
      message: "Say what to change: enabled, streakAlerts or reminderTime",
    },
  );
export type ReminderUpdateInput = z.input<typeof reminderUpdateInput>;
