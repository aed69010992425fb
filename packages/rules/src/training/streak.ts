/**
 * The workout streak (decisions.md, "Days, streaks and time"): consecutive days of the
 * member's own calendar with a completed workout, ending today or yesterday; 0 otherwise.
 * A run that ended yesterday still stands, since today is not over. Every streak the
 * product keeps is worked out here: a completion grows it (runAfter), the seed counts it
 * from the days trained (streakAsOf), and what anyone reads is it as of today
 * (effectiveStreak). The hourly sweep that zeroes lapsed streaks in the database
 * (packages/api/src/training/streaks.ts) is tested against effectiveStreak.
 */
import { addDays, localDateOf } from "../shared/calendar.ts";

/** Whether a run whose last day is `lastDay` still stands on `today`: it ended today or yesterday. */
function standsOn(lastDay: string, today: string): boolean {
  return lastDay >= addDays(today, -1);
}

/** The run of consecutive days a new workout day makes, given the day and run before it. */
export function runAfter(previousDay: string | null, run: number, day: string): number {
  if (previousDay === day) return run;
  return previousDay !== null && addDays(previousDay, 1) === day ? run + 1 : 1;
}

/** The streak on `today`, from the calendar days of every workout: the run they make, if it stands. */
export function streakAsOf(localDates: Iterable<string>, today: string): number {
  let run = 0;
  let last: string | null = null;
  for (const day of [...new Set(localDates)].filter((day) => day <= today).sort()) {
    run = runAfter(last, run, day);
    last = day;
  }
  return last !== null && standsOn(last, today) ? run : 0;
}

/**
 * The streak as it stands today: the stored run counts while its last workout was today
 * or yesterday on the member's calendar, and is 0 once a whole day has been skipped.
 */
export function effectiveStreak(
  storedStreak: number,
  lastWorkoutCompletedAt: Date | null,
  timeZone: string,
  now: Date,
): number {
  if (!lastWorkoutCompletedAt || storedStreak <= 0) return 0;
  const last = localDateOf(lastWorkoutCompletedAt, timeZone);
  return standsOn(last, localDateOf(now, timeZone)) ? storedStreak : 0;
}
