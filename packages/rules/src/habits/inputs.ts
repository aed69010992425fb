/**
 * Inputs of the habit procedures: logs and reminders. Shared by the habit screen's forms
 * and the server, so a message reads the same in both.
 */
import { z } from "zod";
import { optionalText, pageLimit, rowId } from "../shared/inputs.ts";
import { memberId } from "../shared/member-id.ts";
import { offlineWriteFields } from "../shared/offline-sync.ts";
import { HABIT_NOTES_MAX, HABIT_OUTCOMES, HABIT_TYPES } from "./habits.ts";
import { CALENDAR_DATE_PATTERN, HABIT_LOG_DAYS } from "./log-day.ts";
import { REMINDER_TIME_PATTERN } from "./reminders.ts";

export const habitType = z.enum(HABIT_TYPES, {
  error: `Habit must be one of ${HABIT_TYPES.join(", ")}`,
});

const notes = optionalText("Notes", HABIT_NOTES_MAX);

const DAY_MESSAGE = "Day must be today, yesterday or a date as YYYY-MM-DD.";

/**
 * The day a log goes on: today unless said, or a missed yesterday. Which dates may be
 * logged depends on the member's calendar at the moment, so the server decides that
 * (log-day.ts); this only checks the shape.
 */
const habitLogDay = z
  .string({ error: DAY_MESSAGE })
  .trim()
  .refine((day) => (HABIT_LOG_DAYS as readonly string[]).includes(day) || CALENDAR_DATE_PATTERN.test(day), DAY_MESSAGE)
  .default("today");

/** A log of one habit, as the typed procedure takes it. */
export const habitLogInput = z.object({
  memberId: memberId.default("me"),
  habitType,
  outcome: z.enum(HABIT_OUTCOMES, { error: "Outcome must be success or failure" }),
  notes,
  day: habitLogDay,
  // A log queued offline (docs/rules.md, Offline sync): its key and when it happened.
  ...offlineWriteFields,
});
export type HabitLogInput = z.input<typeof habitLogInput>;

/**
 * The same log as the REST path sends it (docs/rest.md): `completed` in its wire
 * meaning, which the adapter turns into an outcome.
 */
export const habitLogWireInput = z.object({
  habitType,
  completed: z.boolean({ error: "completed must be true or false" }),
  notes,
  day: habitLogDay,
  ...offlineWriteFields,
});

export const HABIT_HISTORY_MAX = 366;

export const habitHistoryInput = z
  .object({
    memberId: memberId.default("me"),
    /** The latest logs of each habit, newest first. */
    perHabit: pageLimit(HABIT_HISTORY_MAX).default(30),
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

const reminderId = rowId("Reminder id");

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
