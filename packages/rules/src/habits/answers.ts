/**
 * What the habit routes answer (/api/docs, Habits): a habit log with `completed` in
 * its wire meaning and the outcome it stands for (docs/rules.md, Habits), and a reminder.
 */
import { z } from "zod";
import { memberAnswer } from "../auth/answers.ts";
import { calendarDay, instant, rowIdAnswer } from "../shared/answers.ts";
import { HABIT_OUTCOMES, HABIT_TYPES } from "./habits.ts";
import { REMINDER_TIME_PATTERN } from "./reminders.ts";

export const habitLogAnswer = z
  .object({
    id: rowIdAnswer,
    habitType: z.enum(HABIT_TYPES),
    date: calendarDay.meta({ description: "The member's calendar day the log is for." }),
    completed: z.boolean().meta({ description: "In its wire meaning (docs/rules.md, Habits)." }),
    outcome: z.enum(HABIT_OUTCOMES).meta({ description: "What `completed` means for this habit." }),
    notes: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: "HabitLog", description: "One habit's log of one day." });

/** The latest logs of each habit, newest first. */
export const habitHistoryAnswer = z.array(habitLogAnswer);

/** A new log, and the member with the habit's streak as it now stands. */
export const habitLoggedAnswer = z.object({ log: habitLogAnswer, member: memberAnswer });

export const reminderAnswer = z
  .object({
    id: rowIdAnswer,
    habitType: z.enum(HABIT_TYPES),
    reminderTime: z.string().regex(REMINDER_TIME_PATTERN).meta({ description: "HH:MM on the 24-hour clock." }),
    enabled: z.boolean(),
    streakAlerts: z.boolean(),
    lastSent: instant.nullable().meta({ description: "When a tab last raised it, if ever." }),
    createdAt: instant,
  })
  .meta({ id: "Reminder", description: "A daily reminder of one habit." });

/** A member's reminders, by time of day. */
export const remindersAnswer = z.array(reminderAnswer);

/** The reminder that was deleted. */
export const reminderDeletedAnswer = z.object({ id: rowIdAnswer });
