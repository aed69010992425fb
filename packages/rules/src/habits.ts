/**
 * The four habits: what a log means, how a streak runs on the member's own calendar, the
 * milestones and the words the habit screen shows for them.
 */
import { addDays } from "./calendar.ts";
import type { HabitOutcome, HabitType } from "./enums.ts";

export const HABIT_LABELS: Readonly<Record<HabitType, string>> = {
  smoking: "Smoking Cessation",
  drinking: "Alcohol Abstinence",
  sugar: "Sugar Avoidance",
  reading: "Daily Reading",
};

/**
 * Where a member record keeps each habit's run: the streak ending on the last logged day,
 * that day, and the longest run ever (the database's columns and the API's fields).
 */
export const HABIT_FIELDS = {
  smoking: { streak: "daysWithoutSmoking", lastDate: "lastSmokingDate", best: "bestDaysWithoutSmoking" },
  drinking: { streak: "daysWithoutDrinking", lastDate: "lastDrinkingDate", best: "bestDaysWithoutDrinking" },
  sugar: { streak: "daysWithoutSugar", lastDate: "lastSugarDate", best: "bestDaysWithoutSugar" },
  reading: { streak: "daysReading", lastDate: "lastReadingDate", best: "bestDaysReading" },
} as const satisfies Record<HabitType, { streak: string; lastDate: string; best: string }>;

/** What a day of success means for each habit, in the member's words. */
export const HABIT_SUCCESS: Readonly<Record<HabitType, string>> = {
  smoking: "Smoke-free today",
  drinking: "Alcohol-free today",
  sugar: "No added sugar today",
  reading: "Read 10+ pages today",
};

export const HABIT_FAILURE: Readonly<Record<HabitType, string>> = {
  smoking: "Smoked today",
  drinking: "Had a drink today",
  sugar: "Had sugar today",
  reading: "Did not read today",
};

/** Reading is a habit to do; the other three are habits to stay away from. */
const DONE_IS_SUCCESS: Readonly<Record<HabitType, boolean>> = {
  smoking: false,
  drinking: false,
  sugar: false,
  reading: true,
};

/**
 * The wire meaning of `completed` (spec section 5): whether the member did the thing that
 * day. Not smoking is a success sent as completed=false; reading is a success sent as
 * completed=true.
 */
export function habitOutcome(habit: HabitType, completed: boolean): HabitOutcome {
  return completed === DONE_IS_SUCCESS[habit] ? "success" : "failure";
}

export function habitCompleted(habit: HabitType, outcome: HabitOutcome): boolean {
  return outcome === "success" ? DONE_IS_SUCCESS[habit] : !DONE_IS_SUCCESS[habit];
}

/** A habit's streak as stored: the run of successful days that ends on the last day logged. */
export interface HabitRun {
  streak: number;
  /** The member's calendar day of their latest log of this habit (YYYY-MM-DD), if any. */
  lastDate: string | null;
}

/** The run after a log for `day` (the member's today): a failure ends it, a success extends it. */
export function habitRunAfter(previous: HabitRun, day: string, outcome: HabitOutcome): HabitRun {
  if (outcome === "failure") return { streak: 0, lastDate: day };
  const continues = previous.lastDate !== null && addDays(previous.lastDate, 1) === day;
  return { streak: continues ? previous.streak + 1 : 1, lastDate: day };
}

/**
 * The streak as it stands today: the stored run counts while its last day is today or
 * yesterday on the member's calendar, and is 0 once a whole day has gone unlogged.
 */
export function effectiveHabitStreak(run: HabitRun, today: string): number {
  if (run.lastDate === null || run.streak <= 0) return 0;
  return run.lastDate >= addDays(today, -1) ? run.streak : 0;
}

/** A habit's run and best run worked out from its logs alone, as the stored columns must be. */
export function habitRunFromLogs(logs: Iterable<{ date: string; outcome: HabitOutcome }>): HabitRun & { best: number } {
  const byDay = [...logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let run: HabitRun = { streak: 0, lastDate: null };
  let best = 0;
  for (const log of byDay) {
    run = habitRunAfter(run, log.date, log.outcome);
    best = Math.max(best, run.streak);
  }
  return { ...run, best };
}

/** The goals the habit screen's progress bar moves toward (spec section 9). */
export const HABIT_PROGRESS_TARGETS = [7, 14, 30, 60, 100, 365] as const;

export interface HabitProgress {
  /** The target passed last (0 before the first). */
  previous: number;
  /** The next target, or null past the last. */
  next: number | null;
  /** Of the way from the previous target to the next, 0 to 100; 100 past the last. */
  percent: number;
  /** The encouragement under the bar. */
  line: string;
}

export function habitProgress(streak: number): HabitProgress {
  const days = Math.max(0, Math.floor(streak));
  const next = HABIT_PROGRESS_TARGETS.find((target) => days < target) ?? null;
  if (next === null) {
    return { previous: 365, next: null, percent: 100, line: "A full year. Every milestone is yours." };
  }
  const previous = [...HABIT_PROGRESS_TARGETS].reverse().find((target) => target <= days) ?? 0;
  const left = next - days;
  return {
    previous,
    next,
    percent: Math.round(((days - previous) / (next - previous)) * 100),
    line: `${left} ${left === 1 ? "day" : "days"} to your ${next}-day milestone.`,
  };
}

/** The line under a habit's streak (spec section 9). */
export function habitStreakMessage(streak: number): string {
  if (streak <= 0) return "Start your journey today!";
  if (streak === 1) return "Great start! Keep it up!";
  if (streak < 7) return "Staying strong! Every day counts.";
  if (streak < 30) return "Building momentum! This is becoming who you are.";
  if (streak < 100) return "Champion mindset! The pack sees your discipline.";
  return "Legend status! You have mastered this habit.";
}

/** Streaks that raise a milestone alert (spec section 4). */
export const HABIT_ALERT_MILESTONES = [1, 3, 7, 14, 30, 60, 100, 365] as const;

export function isAlertMilestone(streak: number): boolean {
  return (HABIT_ALERT_MILESTONES as readonly number[]).includes(streak);
}

export const milestoneTitle = (days: number) => `${days} Day Milestone!`;

/** The most a day's notes on a habit may hold, in characters. */
export const HABIT_NOTES_MAX = 500;

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
