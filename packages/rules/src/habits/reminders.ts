/** Habit reminders: their time of day, how many a member keeps, and which come due. */
import type { HabitType } from "./habits.ts";

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
