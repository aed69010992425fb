/** Habit reminders: their time of day, how many a member keeps, and which come due. */
import { addDays, localDateOf, zonedInstant } from "../shared/calendar.ts";
import { HABIT_LABELS, type HabitType } from "./habits.ts";

/** A reminder's time of day: HH:MM on the 24-hour clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_REMINDER_TIME = "09:00";
/** How many reminders a member may keep. */
export const MAX_REMINDERS = 20;

export interface WatchedReminder {
  id: number;
  habitType: HabitType;
  reminderTime: string;
  enabled: boolean;
}

/**
 * The reminders to raise for the stretch of time a watcher is looking back over, on the
 * member's calendar day `today` (`fromMinute` exclusive, `toMinute` inclusive, minutes
 * since local midnight): enabled ones whose time falls in it, not raised yet today, for
 * a habit not logged yet today. A watcher that slept sees a longer stretch and so still
 * raises, once, what came due meanwhile.
 */
export function dueReminders<R extends WatchedReminder>(
  reminders: readonly R[],
  window: { fromMinute: number; toMinute: number },
  loggedToday: ReadonlySet<HabitType>,
  raisedToday: ReadonlySet<number>,
): R[] {
  return reminders.filter((reminder) => {
    if (!reminder.enabled || loggedToday.has(reminder.habitType) || raisedToday.has(reminder.id)) return false;
    const minute = minuteOfDay(reminder.reminderTime);
    return minute !== null && minute > window.fromMinute && minute <= window.toMinute;
  });
}

/** Minutes since midnight of an HH:MM time, or null when it is not one. */
export function minuteOfDay(time: string): number | null {
  if (!REMINDER_TIME_PATTERN.test(time)) return null;
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

const MINUTE = 60_000;

/**
 * When a reminder next comes due: the first instant, at or after the start of the minute
 * `from` falls in, at which the wall clock in the member's zone shows its time (zonedInstant:
 * on a day the clocks skip it, the instant of the jump; on a day they show it twice, the
 * first). A reminder set for the current minute is due now, as the in-app watcher raises
 * it; one whose time has passed today is due tomorrow. Null for a time that is not HH:MM.
 */
export function nextReminderDue(reminderTime: string, timeZone: string, from: Date): Date | null {
  const minute = minuteOfDay(reminderTime);
  if (minute === null) return null;
  const floor = Math.floor(from.getTime() / MINUTE) * MINUTE;
  const today = localDateOf(new Date(floor), timeZone);
  // Two days on always holds one: a local day is never shorter than a few hours.
  for (const day of [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]) {
    const due = zonedInstant(day, Math.floor(minute / 60), minute % 60, timeZone);
    if (due.getTime() >= floor) return due;
  }
  return null;
}

/** The next occurrence after one that came due (or was skipped): its following day's, or later. */
export function followingReminderDue(reminderTime: string, timeZone: string, due: Date, now: Date): Date | null {
  return nextReminderDue(reminderTime, timeZone, new Date(Math.max(due.getTime(), now.getTime()) + MINUTE));
}

/** What a reminder says, in the in-app toast and in a push: the habit's own words. */
export function reminderMessage(habitType: HabitType): { title: string; body: string } {
  return { title: "Habit Reminder", body: `Time to check in: log today's ${HABIT_LABELS[habitType]}.` };
}
