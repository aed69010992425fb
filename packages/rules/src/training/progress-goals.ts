/**
 * The progress screen's goals (decisions.md, "Progress numbers"): the weekly goal counts
 * the workouts completed in the member's current week, Monday to Sunday on their own
 * calendar; the monthly minutes add up the minutes trained in their current calendar
 * month. The habit milestones the screen shows are in habits/milestones.ts.
 */
import { addDays, datesAnywhere, localDateOf, startOfLocalDay } from "../shared/calendar.ts";
import { wholeCount } from "../shared/counts.ts";
import { monthStartOf, weekStartOf } from "../shared/weeks.ts";

/** Workouts a week the weekly goal asks for. */
export const WEEKLY_GOAL = 7;

/** The least the monthly minutes goal asks for. */
export const MONTHLY_MINUTES_FLOOR = 1470;
/** How far past the member's total the monthly goal reaches once the floor is passed. */
export const MONTHLY_MINUTES_STRETCH = 300;

/** The monthly minutes goal: the larger of 1470 and the member's total minutes plus 300. */
export function monthlyMinutesGoal(totalMinutes: number): number {
  return Math.max(MONTHLY_MINUTES_FLOOR, wholeCount(totalMinutes) + MONTHLY_MINUTES_STRETCH);
}

export interface GoalPeriods {
  /** The first instant of this week's Monday where the member lives. */
  weekStart: Date;
  /** The first instant of this month's first day where the member lives. */
  monthStart: Date;
}

/**
 * Where the member's current week and month begin. A workout counts toward the weekly
 * goal when it was completed at or after `weekStart`, and its minutes toward the monthly
 * minutes at or after `monthStart`; nothing is completed after now, so neither period
 * needs an end.
 */
export function goalPeriods(timeZone: string, now: Date): GoalPeriods {
  const today = localDateOf(now, timeZone);
  return {
    weekStart: startOfLocalDay(weekStartOf(today), timeZone),
    monthStart: startOfLocalDay(monthStartOf(today), timeZone),
  };
}

/**
 * An instant at or before the start of both periods wherever the member lives: a read of
 * the workouts completed since then, made before the member's zone is known (with their
 * session), holds every one goalTotals counts.
 */
export function goalPeriodsReach(now: Date): Date {
  const { earliest } = datesAnywhere(now);
  const week = weekStartOf(earliest);
  const month = monthStartOf(earliest);
  const first = week.localeCompare(month) < 0 ? week : month;
  // Its midnight furthest east (UTC+14) is 14 hours before UTC's: a day before is before it.
  return startOfLocalDay(addDays(first, -1), "UTC");
}

/** A completed workout, as the goals count it. */
export interface GoalWorkout {
  completedAt: Date;
  /** Minutes trained. */
  duration: number;
}

/** The workouts completed in the member's week, and the minutes trained in their month. */
export function goalTotals(
  workouts: readonly GoalWorkout[],
  periods: GoalPeriods,
): { weekWorkouts: number; monthMinutes: number } {
  let weekWorkouts = 0;
  let monthMinutes = 0;
  for (const { completedAt, duration } of workouts) {
    if (completedAt >= periods.weekStart) weekWorkouts += 1;
    if (completedAt >= periods.monthStart) monthMinutes += duration;
  }
  return { weekWorkouts, monthMinutes };
}
