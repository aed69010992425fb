/**
 * The progress screen's goals and its 100-day grid (spec sections 4 and 9): every number
 * the screen shows beside the member's own stats is derived here, from those stats alone.
 */

/** Workouts a week the weekly goal asks for. */
export const WEEKLY_GOAL = 7;

/**
 * The weekly goal's count: the streak modulo 7, with 7 shown when the streak is a positive
 * multiple of 7 (a week just completed reads 7/7, not 0/7). No streak is 0/7.
 */
export function weeklyGoalCount(streak: number): number {
  const days = whole(streak);
  if (days === 0) return 0;
  const rest = days % WEEKLY_GOAL;
  return rest === 0 ? WEEKLY_GOAL : rest;
}

/** The least the monthly minutes goal asks for. */
export const MONTHLY_MINUTES_FLOOR = 1470;
/** How far past the member's total the monthly goal reaches once the floor is passed. */
export const MONTHLY_MINUTES_STRETCH = 300;

/** The monthly minutes goal: the larger of 1470 and the member's total minutes plus 300. */
export function monthlyMinutesGoal(totalMinutes: number): number {
  return Math.max(MONTHLY_MINUTES_FLOOR, whole(totalMinutes) + MONTHLY_MINUTES_STRETCH);
}

/** The progress screen's achievements figure: one per full week of streak. */
export function achievementsCount(streak: number): number {
  return Math.floor(whole(streak) / WEEKLY_GOAL);
}

export { RECENT_SESSIONS } from "./recent-sessions.ts";

/** The program's length in days. */
export const PROGRAM_LENGTH = 100;

export type GridDayState = "completed" | "current" | "locked";

export interface GridDay {
  day: number;
  state: GridDayState;
}

/**
 * The 100-day grid, derived from the current streak (spec section 4): the days up to the
 * streak are completed, the day after it is the current one ('Today'), later days are
 * locked. From a streak of 100 every day is completed and none is current.
 */
export function programGrid(streak: number): GridDay[] {
  const done = whole(streak);
  return Array.from({ length: PROGRAM_LENGTH }, (_, index) => {
    const day = index + 1;
    const state: GridDayState = day <= done ? "completed" : day === done + 1 ? "current" : "locked";
    return { day, state };
  });
}

/** The label the current day's cell carries. */
export const CURRENT_DAY_LABEL = "Today";

/** Whether the program is done: a streak of 100 days or more. */
export function isTransformationComplete(streak: number): boolean {
  return whole(streak) >= PROGRAM_LENGTH;
}

/** The program day the next-workout card starts ('Start Day N'), or null once the program is done. */
export function nextWorkoutDay(streak: number): number | null {
  return isTransformationComplete(streak) ? null : whole(streak) + 1;
}

/** Habit streak milestones the progress screen shows, in days. */
export const HABIT_MILESTONES = [7, 14, 30, 60, 100] as const;

/** What a habit streak has reached past the last milestone. */
export const HABIT_CHAMPION = "Champion";

export interface HabitMilestoneProgress {
  /** Each milestone, and whether the streak has reached it. */
  milestones: { days: number; reached: boolean }[];
  /** The next milestone to reach, or null once every one is reached. */
  next: number | null;
  /** True once every milestone is reached (100 days and over). */
  champion: boolean;
  /** What the screen shows: 'Next: 14 days', or 'Champion' past the last milestone. */
  label: string;
}

/**
 * Where a habit streak stands among the milestones. A milestone is reached on its very
 * day (7 days reaches 7); once 100 is reached there is nothing left to reach and the
 * habit shows 'Champion'.
 */
export function habitMilestoneProgress(streak: number): HabitMilestoneProgress {
  const days = whole(streak);
  const milestones = HABIT_MILESTONES.map((milestone) => ({ days: milestone, reached: days >= milestone }));
  const next = HABIT_MILESTONES.find((milestone) => days < milestone) ?? null;
  return {
    milestones,
    next,
    champion: next === null,
    label: next === null ? HABIT_CHAMPION : `Next: ${next} days`,
  };
}

/** A count as a whole number: negatives and non-numbers are 0, fractions round down. */
function whole(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The program's workout for a day (the first the list has for it), or null. */
export function workoutForDay<W extends { day: number | null }>(workouts: readonly W[], day: number | null): W | null {
  if (day === null) return null;
  return workouts.find((workout) => workout.day === day) ?? null;
}
