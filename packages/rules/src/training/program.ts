/**
 * The 100-day program as the screens show it: its phases, a member's progress through it,
 * the day to train next, and the workouts list's filters and title (home, /workouts,
 * /transform-100-days, /progress). Progress is read from the member's completed program
 * days (`program.days`: a completed session of the day's workout, or the day's toggle),
 * never from the workout streak.
 */
import { isProgramDay, PROGRAM_DAYS, type WorkoutFilter } from "./workout-filter.ts";

/** Only the first 50 day chips are listed on /workouts (docs/rules.md, Training). */
export const PROGRAM_CHIP_COUNT = 50;

/** The home screen's 'TRAINING CATEGORIES' grid shows the first 4 workouts. */
export const HOME_TRAINING_GRID_SIZE = 4;

export interface ProgramPhase {
  name: string;
  firstDay: number;
  lastDay: number;
}

/** The six fixed phases (docs/rules.md, Training). */
export const PHASES: readonly ProgramPhase[] = [
  { name: "Foundation", firstDay: 1, lastDay: 10 },
  { name: "Strength Building", firstDay: 11, lastDay: 30 },
  { name: "Power Development", firstDay: 31, lastDay: 50 },
  { name: "Hypertrophy", firstDay: 51, lastDay: 70 },
  { name: "Peak Training", firstDay: 71, lastDay: 90 },
  { name: "The Finisher", firstDay: 91, lastDay: 100 },
];

/** The phase a program day belongs to; null for a number outside 1..100. */
export function phaseOfDay(day: number): ProgramPhase | null {
  if (!isProgramDay(day)) return null;
  return PHASES.find((phase) => day >= phase.firstDay && day <= phase.lastDay) ?? null;
}

/** The completed program days as a set, anything that is not a day 1..100 left out. */
function daySet(completedDays: Iterable<number>): Set<number> {
  const days = new Set<number>();
  for (const day of completedDays) if (isProgramDay(day)) days.add(day);
  return days;
}

export interface ProgramProgress {
  /** Program days completed, out of 100. */
  completed: number;
  /** Completed days out of 100, as a whole percent. */
  percent: number;
  /** Days not completed yet. */
  daysLeft: number;
}

/**
 * How far through the program the member is (decisions.md, "Progress numbers"): the days
 * done, whichever order they were done in. Every screen that counts days reads this; the
 * day streak is the workout streak (streak.ts), never a run of program days.
 */
export function programProgress(completedDays: Iterable<number>): ProgramProgress {
  const days = daySet(completedDays);
  return {
    completed: days.size,
    percent: Math.round((days.size / PROGRAM_DAYS) * 100),
    daysLeft: PROGRAM_DAYS - days.size,
  };
}

/** The first program day (1..100) not completed yet; null when all 100 are done. */
export function nextProgramDay(completedDays: Iterable<number>): number | null {
  const days = daySet(completedDays);
  for (let day = 1; day <= PROGRAM_DAYS; day++) if (!days.has(day)) return day;
  return null;
}

/** How a day shows: done, the day to train now, or still ahead. */
export type ProgramDayState = "done" | "current" | "locked";

/** The state of every day 1..count: the 100-day grid of /progress, and the chips of /workouts (the first 50). */
export function programDayStates(
  completedDays: Iterable<number>,
  count: number = PROGRAM_DAYS,
): { day: number; state: ProgramDayState }[] {
  const days = daySet(completedDays);
  const next = nextProgramDay(days);
  return Array.from({ length: Math.min(count, PROGRAM_DAYS) }, (_, index) => {
    const day = index + 1;
    const state: ProgramDayState = days.has(day) ? "done" : day === next ? "current" : "locked";
    return { day, state };
  });
}

export type PhaseState = "done" | "current" | "upcoming";

/**
 * The six phases with where the member stands: the phase of the next day to train is
 * current, those before it are done, those after upcoming; all done after day 100.
 */
export function phaseStates(completedDays: Iterable<number>): (ProgramPhase & { state: PhaseState })[] {
  const next = nextProgramDay(completedDays);
  return PHASES.map((phase) => {
    const state: PhaseState =
      next === null || next > phase.lastDay ? "done" : next >= phase.firstDay ? "current" : "upcoming";
    return { ...phase, state };
  });
}

/** The list's title: 'DAY n WORKOUT', 'ALL WORKOUTS' or '<CATEGORY> WORKOUTS'. A day wins over a category. */
export function workoutListTitle({ day, category }: WorkoutFilter): string {
  if (day !== undefined) return `DAY ${day} WORKOUT`;
  if (category === undefined || category === "All") return "ALL WORKOUTS";
  return `${category.toUpperCase()} WORKOUTS`;
}

/** The workouts the list shows: those of the chosen day, else of the chosen category, else all. */
export function filterWorkouts<W extends { category: string; day: number | null }>(
  workouts: readonly W[],
  { day, category }: WorkoutFilter,
): W[] {
  if (day !== undefined) return workouts.filter((workout) => workout.day === day);
  if (category === undefined || category === "All") return [...workouts];
  return workouts.filter((workout) => workout.category === category);
}

/** Where START TRAINING (and the quick-start card) takes a member. */
export type NextWorkout<W> =
  /** The workout of the next program day, open to the member. */
  | { kind: "workout"; workout: W; day: number }
  /** That workout is premium and the member is on the free tier: the upgrade path. */
  | { kind: "locked"; workout: W; day: number }
  /** All 100 days are done. */
  | { kind: "complete" }
  /** No workout carries the next day: the member picks one from the list. */
  | { kind: "browse"; day: number };

/**
 * Today's workout: the one of the first program day the member has not completed.
 * Whether it is locked is the server's word (`locked` on each workout).
 */
export function nextWorkout<W extends { day: number | null; locked: boolean }>(
  workouts: readonly W[],
  completedDays: Iterable<number>,
): NextWorkout<W> {
  const day = nextProgramDay(completedDays);
  if (day === null) return { kind: "complete" };
  const workout = workouts.find((each) => each.day === day);
  if (!workout) return { kind: "browse", day };
  return workout.locked ? { kind: "locked", workout, day } : { kind: "workout", workout, day };
}

/** The workouts with a program day, in day order (the 'AVAILABLE WORKOUTS' toggles). */
export function programWorkouts<W extends { day: number | null }>(workouts: readonly W[]): (W & { day: number })[] {
  return workouts
    .filter((workout): workout is W & { day: number } => workout.day !== null && isProgramDay(workout.day))
    .sort((a, b) => a.day - b.day);
}

/**
 * The completed days after pressing a day's toggle: added when absent, removed when
 * present, except a day a workout session completed, which stays done.
 */
export function toggleProgramDay(
  completedDays: readonly number[],
  trainedDays: readonly number[],
  day: number,
): number[] {
  const days = daySet(completedDays);
  if (trainedDays.includes(day)) return [...days].sort((a, b) => a - b);
  if (days.has(day)) days.delete(day);
  else if (isProgramDay(day)) days.add(day);
  return [...days].sort((a, b) => a - b);
}
