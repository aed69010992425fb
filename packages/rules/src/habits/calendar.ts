/**
 * The progress screen's habit calendar (docs/rules.md, Progress numbers): a month of each habit, day by day, as
 * Loop's month view shows it.
 */
import { daysOfMonth, monthOf } from "../shared/weeks.ts";
import { isPausedOn, NO_PAUSES, type PausedDays } from "../training/pause.ts";
import { HABIT_TYPES, type HabitType, habitOutcome, habitPauses } from "./habits.ts";

/**
 * How a day of a habit went. 'paused' is a day the program was paused and nothing was
 * logged (no log is asked for), for the habits a pause covers (PAUSED_HABITS: reading); a
 * day logged during a pause shows what was logged.
 */
export const HABIT_DAY_STATES = ["success", "failure", "paused", "unlogged"] as const;
export type HabitDayState = (typeof HABIT_DAY_STATES)[number];

export const HABIT_DAY_STATE_LABELS: Readonly<Record<HabitDayState, string>> = {
  success: "Success",
  failure: "Failure",
  paused: "Paused",
  unlogged: "Not logged",
};

/** A habit log as the calendar reads it: `completed` in its wire meaning. */
export interface CalendarLog {
  habitType: HabitType;
  date: string;
  completed: boolean;
}

export interface HabitDay {
  date: string;
  state: HabitDayState;
}

export interface HabitCalendar {
  habit: HabitType;
  /** The month's days up to today, the 1st first; days still to come are not there. */
  days: HabitDay[];
}

export interface HabitMonth {
  /** YYYY-MM: the month of the member's today. */
  month: string;
  habits: HabitCalendar[];
}

/** The month of `today` for each habit, from the member's logs (others are ignored) and pauses. */
export function habitMonth(logs: readonly CalendarLog[], today: string, pauses: PausedDays = NO_PAUSES): HabitMonth {
  const month = monthOf(today);
  const outcomes = new Map(
    logs.map((log) => [`${log.habitType} ${log.date}`, habitOutcome(log.habitType, log.completed)]),
  );
  const days = daysOfMonth(month).filter((date) => date <= today);
  return {
    month,
    habits: HABIT_TYPES.map((habit) => ({
      habit,
      days: days.map((date) => ({
        date,
        state:
          outcomes.get(`${habit} ${date}`) ?? (isPausedOn(habitPauses(habit, pauses), date) ? "paused" : "unlogged"),
      })),
    })),
  };
}
