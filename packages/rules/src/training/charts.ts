/**
 * The progress screen's training charts (docs/rules.md, Progress numbers): the minutes trained in each of the
 * last weeks, and for each exercise lifted with weight the best estimated one-rep max of
 * each session. The api reads the rows; what they add up to is decided here.
 */
import { estimateOneRepMax, SETTINGS_MAX_REPS, SETTINGS_MIN_REPS } from "../coaching/calculators.ts";
import { addDays } from "../shared/calendar.ts";
import { weekStartOf } from "../shared/weeks.ts";
import { weightIn } from "./weights.ts";

/** Weeks the minutes chart shows, the current one included. */
export const CHART_WEEKS = 12;
/** Sessions a one-rep-max line shows, the latest: beyond that a phone's width shows no more. */
export const CHART_SESSIONS_PER_EXERCISE = 50;
/** Exercises the one-rep-max chart offers, those lifted most recently. */
export const CHART_EXERCISES = 20;
/**
 * Sessions the one-rep-max chart looks back over, the member's latest: five runs of the
 * 100-day program. An exercise not lifted in them is not offered; the read stays small.
 */
export const CHART_SESSIONS_READ = 500;

/** The Monday the minutes chart starts on: `weeks` weeks back, counting today's. */
export function chartWeeksStart(today: string, weeks = CHART_WEEKS): string {
  return addDays(weekStartOf(today), -7 * (weeks - 1));
}

/** Minutes trained on a calendar day of the member's (sessions' local days). */
export interface DayMinutes {
  date: string;
  minutes: number;
}

export interface WeekMinutes {
  /** The week's Monday. */
  weekStart: string;
  minutes: number;
}

/**
 * Minutes trained in each of the last `weeks` weeks, Monday to Sunday, oldest first and
 * ending with today's week; a week without a session is there with 0.
 */
export function weeklyMinutes(days: readonly DayMinutes[], today: string, weeks = CHART_WEEKS): WeekMinutes[] {
  const first = chartWeeksStart(today, weeks);
  const chart = Array.from({ length: weeks }, (_, index) => ({ weekStart: addDays(first, 7 * index), minutes: 0 }));
  const byStart = new Map(chart.map((week) => [week.weekStart, week]));
  for (const day of days) {
    const week = byStart.get(weekStartOf(day.date));
    if (week) week.minutes += day.minutes;
  }
  return chart;
}

/** What a logged set holds for the estimate. */
export interface WeightedSet {
  reps: number | null;
  weightKg: number | null;
}

/**
 * Whether a set says something of the member's strength: a weight lifted for 1 to 20 reps,
 * the reps the settings calculator accepts (past 20 the estimate is no guide).
 */
export function countsTowardOneRepMax(set: WeightedSet): set is { reps: number; weightKg: number } {
  return (
    set.weightKg !== null &&
    set.weightKg > 0 &&
    set.reps !== null &&
    set.reps >= SETTINGS_MIN_REPS &&
    set.reps <= SETTINGS_MAX_REPS
  );
}

/** A set as stored: which exercise, how many reps of how many kilograms. */
export interface StoredSet extends WeightedSet {
  exerciseName: string;
}

/** An exercise's best estimated one-rep max in one session, in each unit a member may show. */
export interface SessionOneRepMax {
  exerciseName: string;
  kg: number;
  lb: number;
}

/**
 * The best estimated one-rep max of each exercise in a session's sets (the calculators'
 * formula on the weight in each unit, sets of 1 to 20 reps), in both units so that a
 * member who changes unit sees their own history in it: written with the session, so the
 * chart reads a row per exercise and session rather than every set (docs/performance.md).
 */
export function sessionOneRepMaxes(sets: readonly StoredSet[]): SessionOneRepMax[] {
  const best = new Map<string, SessionOneRepMax>();
  for (const set of sets) {
    if (!countsTowardOneRepMax(set)) continue;
    const kg = estimateOneRepMax(weightIn(set.weightKg, "kg"), set.reps);
    const lb = estimateOneRepMax(weightIn(set.weightKg, "lb"), set.reps);
    const found = best.get(set.exerciseName);
    if (!found) best.set(set.exerciseName, { exerciseName: set.exerciseName, kg, lb });
    else {
      found.kg = Math.max(found.kg, kg);
      found.lb = Math.max(found.lb, lb);
    }
  }
  return [...best.values()];
}

/** An exercise's best estimate in one session, in the member's unit, with when the session was. */
export interface SessionBest {
  exerciseName: string;
  sessionId: number;
  completedAt: Date;
  /** The session's local day. */
  date: string;
  oneRepMax: number;
}

export interface OneRepMaxPoint {
  /** The session's local day. */
  date: string;
  /** The best estimate of its sets, in the member's unit. */
  oneRepMax: number;
}

export interface ExerciseOneRepMax {
  exercise: string;
  /** One a session, oldest first. */
  points: OneRepMaxPoint[];
}

const bySessionTime = (a: SessionBest, b: SessionBest) =>
  a.completedAt.getTime() - b.completedAt.getTime() || a.sessionId - b.sessionId;

/**
 * For each exercise lifted with weight, its session bests (`sessionOneRepMaxes`, in the
 * member's unit): the latest `sessions` sessions, for the `exercises` exercises lifted most
 * recently, those first.
 */
export function oneRepMaxHistory(
  bests: readonly SessionBest[],
  { exercises = CHART_EXERCISES, sessions = CHART_SESSIONS_PER_EXERCISE } = {},
): ExerciseOneRepMax[] {
  const byExercise = new Map<string, SessionBest[]>();
  for (const best of bests) {
    const history = byExercise.get(best.exerciseName);
    if (history) history.push(best);
    else byExercise.set(best.exerciseName, [best]);
  }
  return [...byExercise]
    .map(([exercise, history]) => ({ exercise, history: history.sort(bySessionTime).slice(-sessions) }))
    .sort(
      (a, b) =>
        bySessionTime(b.history.at(-1) as SessionBest, a.history.at(-1) as SessionBest) ||
        a.exercise.localeCompare(b.exercise),
    )
    .slice(0, exercises)
    .map(({ exercise, history }) => ({
      exercise,
      points: history.map(({ date, oneRepMax }) => ({ date, oneRepMax })),
    }));
}
