/**
 * The workout streak (decisions.md, "Days, streaks and time"): consecutive days of the
 * member's own calendar with a completed workout, ending today or yesterday; 0 otherwise.
 * A run that ended yesterday still stands, since today is not over. A paused day
 * (training/pause.ts) neither breaks nor extends it: a run stands across paused days, and
 * a workout on one adds nothing (decisions.md, "Progress numbers"). Every streak the
 * product keeps is worked out here: a completion grows it (runAfter), the seed counts it
 * from the days trained (streakAsOf), and what anyone reads is it as of today
 * (effectiveStreak). The hourly sweep that zeroes lapsed streaks in the database
 * (packages/api/src/training/streaks.ts) is tested against effectiveStreak.
 */
import { localDateOf } from "../shared/calendar.ts";
import { isPausedOn, NO_PAUSES, type PausedDays, runReaches } from "./pause.ts";

/**
 * The run a new workout day makes, given the day and run before it. A workout on a paused
 * day leaves the run as it stands that day (0 if it had already lapsed).
 */
export function runAfter(previousDay: string | null, run: number, day: string, paused: PausedDays = NO_PAUSES): number {
  if (previousDay === day) return run;
  const continues = previousDay !== null && runReaches(paused, previousDay, day);
  if (isPausedOn(paused, day)) return continues ? run : 0;
  return continues ? run + 1 : 1;
}

/** The streak on `today`, from the calendar days of every workout: the run they make, if it stands. */
export function streakAsOf(localDates: Iterable<string>, today: string, paused: PausedDays = NO_PAUSES): number {
  let run = 0;
  let last: string | null = null;
  for (const day of [...new Set(localDates)].filter((day) => day <= today).sort()) {
    run = runAfter(last, run, day, paused);
    last = day;
  }
  return last !== null && (last === today || runReaches(paused, last, today)) ? run : 0;
}

/**
 * The streak as it stands today: the stored run counts while its last workout was today
 * or yesterday on the member's calendar, or every day since then but today was paused,
 * and is 0 once a whole day has been skipped.
 */
export function effectiveStreak(
  storedStreak: number,
  lastWorkoutCompletedAt: Date | null,
  timeZone: string,
  now: Date,
  paused: PausedDays = NO_PAUSES,
): number {
  if (!lastWorkoutCompletedAt || storedStreak <= 0) return 0;
  const last = localDateOf(lastWorkoutCompletedAt, timeZone);
  const today = localDateOf(now, timeZone);
  // A last workout dated after today (the member moved to a zone behind) still stands.
  return last >= today || runReaches(paused, last, today) ? storedStreak : 0;
}
