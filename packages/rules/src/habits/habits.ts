import { addDays, dayLabel } from "../shared/calendar.ts";
import { isPausedOn, NO_PAUSES, type PausedDays, runReaches } from "../training/pause.ts";

export const HABIT_TYPES = ["smoking", "drinking", "sugar", "reading"] as const;
export type HabitType = (typeof HABIT_TYPES)[number];

/** How a day of a habit went: stayed away (or read), or did not. */
export const HABIT_OUTCOMES = ["success", "failure"] as const;
export type HabitOutcome = (typeof HABIT_OUTCOMES)[number];

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

/** What a day of success means for each habit, in the member's words, true of any day: the history's line. */
export const HABIT_DAY_SUCCESS: Readonly<Record<HabitType, string>> = {
  smoking: "Smoke-free",
  drinking: "Alcohol-free",
  sugar: "No added sugar",
  reading: "Read 10+ pages",
};

export const HABIT_DAY_FAILURE: Readonly<Record<HabitType, string>> = {
  smoking: "Smoked",
  drinking: "Had a drink",
  sugar: "Had sugar",
  reading: "Did not read",
};

const saidOfToday = (words: Readonly<Record<HabitType, string>>) =>
  Object.fromEntries(HABIT_TYPES.map((habit) => [habit, `${words[habit]} today`])) as Record<HabitType, string>;

/** The same of today: the answers of Today's Log ('Smoke-free today'). */
export const HABIT_SUCCESS: Readonly<Record<HabitType, string>> = saidOfToday(HABIT_DAY_SUCCESS);
export const HABIT_FAILURE: Readonly<Record<HabitType, string>> = saidOfToday(HABIT_DAY_FAILURE);

/** Reading is a habit to do; the other three are habits to stay away from. */
const DONE_IS_SUCCESS: Readonly<Record<HabitType, boolean>> = {
  smoking: false,
  drinking: false,
  sugar: false,
  reading: true,
};

/**
 * The wire meaning of `completed` (docs/rules.md, Habits): whether the member did the thing that
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

/**
 * The habits a program pause covers: reading, a daily practice that illness or travel can
 * interrupt. Staying away from smoking, drinking or sugar goes on during a pause, so their
 * runs ignore it (README, "Training, as the server keeps it").
 */
export const PAUSED_HABITS: readonly HabitType[] = ["reading"];

/** The paused days that count for a habit's run: the program's pauses for reading, none otherwise. */
export function habitPauses(habit: HabitType, pauses: PausedDays): PausedDays {
  return PAUSED_HABITS.includes(habit) ? pauses : NO_PAUSES;
}

/**
 * The run after a log for `day` (the member's today): a failure ends it, a success extends
 * it. On a paused day (`paused`, from habitPauses) a log neither ends nor extends it.
 */
export function habitRunAfter(
  previous: HabitRun,
  day: string,
  outcome: HabitOutcome,
  paused: PausedDays = NO_PAUSES,
): HabitRun {
  const continues = previous.lastDate !== null && runReaches(paused, previous.lastDate, day);
  if (isPausedOn(paused, day)) return { streak: continues ? previous.streak : 0, lastDate: day };
  if (outcome === "failure") return { streak: 0, lastDate: day };
  return { streak: continues ? previous.streak + 1 : 1, lastDate: day };
}

/**
 * Why a log of a habit for the member's today is refused, or null when it may go in. A
 * change of time zone can make today an earlier date than a day already logged
 * (Kiritimati's today is Pago Pago's tomorrow): a log then would go behind the run, which
 * only ever grows at its end, so it is refused and changing zones never opens another day.
 * A today that is logged already is refused by the one log a day the database keeps.
 */
export function habitLogRefusal(habit: HabitType, today: string, lastDate: string | null): string | null {
  if (lastDate === null || today >= lastDate) return null;
  return (
    `${HABIT_LABELS[habit]} is already logged for ${dayLabel(lastDate)}, a later day than today ` +
    `(${dayLabel(today)} in your time zone). Log it again on ${dayLabel(addDays(lastDate, 1))}.`
  );
}

/**
 * The streak as it stands today: the stored run counts while its last day is today or
 * yesterday on the member's calendar, or every day since but today was paused, and is 0
 * once a whole day has gone unlogged.
 */
export function effectiveHabitStreak(run: HabitRun, today: string, paused: PausedDays = NO_PAUSES): number {
  if (run.lastDate === null || run.streak <= 0) return 0;
  return run.lastDate >= today || runReaches(paused, run.lastDate, today) ? run.streak : 0;
}

/** A habit's run and best run worked out from its logs alone, as the stored columns must be. */
export function habitRunFromLogs(
  logs: Iterable<{ date: string; outcome: HabitOutcome }>,
  paused: PausedDays = NO_PAUSES,
): HabitRun & { best: number } {
  const byDay = [...logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let run: HabitRun = { streak: 0, lastDate: null };
  let best = 0;
  for (const log of byDay) {
    run = habitRunAfter(run, log.date, log.outcome, paused);
    best = Math.max(best, run.streak);
  }
  return { ...run, best };
}

/** The most a day's notes on a habit may hold, in characters. */
export const HABIT_NOTES_MAX = 500;
