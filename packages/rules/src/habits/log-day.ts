/**
 * Which day a habit log goes on (docs/rules.md, Habits): the member's today, or yesterday when they
 * forgot to tap, so that a forgotten tap is not a relapse. Yesterday stays open until the
 * end of the member's today on their own calendar (decisions.md, "Days, streaks and
 * time"), never two days back; a day already logged stays final, which the one log per
 * habit and day the database keeps enforces, so yesterday can be logged late once.
 */
import { addDays, dayLabel, localDateOf, startOfLocalDay } from "../shared/calendar.ts";
import { HABIT_DAY_FAILURE, HABIT_DAY_SUCCESS, type HabitType } from "./habits.ts";

/** The days a log can name instead of a date. */
export const HABIT_LOG_DAYS = ["today", "yesterday"] as const;
export type HabitLogDay = (typeof HABIT_LOG_DAYS)[number];

/** A calendar day as a log names it: a YYYY-MM-DD date. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day before `today` (both YYYY-MM-DD): never 24 hours before an instant. */
export function yesterdayOf(today: string): string {
  return addDays(today, -1);
}

export type LogDayDecision = { allowed: true; date: string; late: boolean } | { allowed: false; refusal: string };

/**
 * Whether a log may go on `day` ('today', 'yesterday' or a YYYY-MM-DD date) when the
 * member's calendar says `today`, and on which date. A date lets a screen send the day it
 * showed: after the member's midnight that yesterday is two days back and is refused,
 * rather than the log landing on a day the member did not mean.
 */
export function logDayAllowed(day: HabitLogDay | string, today: string): LogDayDecision {
  const yesterday = yesterdayOf(today);
  const date = day === "today" ? today : day === "yesterday" ? yesterday : day;
  if (date === today) return { allowed: true, date, late: false };
  if (date === yesterday) return { allowed: true, date, late: true };
  if (!CALENDAR_DATE_PATTERN.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    return { allowed: false, refusal: "Day must be today, yesterday or a date as YYYY-MM-DD." };
  }
  if (date > today) {
    return {
      allowed: false,
      refusal: `${dayLabel(date)} has not come yet in your time zone (today is ${dayLabel(today)}). Log it on the day.`,
    };
  }
  return {
    allowed: false,
    refusal:
      `${dayLabel(date)} can no longer be logged. A missed day can be logged only the day after, ` +
      `until midnight: today that is ${dayLabel(yesterday)}.`,
  };
}

/** The same at an instant, on the calendar of the member's IANA time zone. */
export function logDayAllowedAt(day: HabitLogDay | string, now: Date, timeZone: string): LogDayDecision {
  return logDayAllowed(day, localDateOf(now, timeZone));
}

/**
 * The instant the chance to log `yesterday` late ends: the start of the day after it
 * ends, which is the member's next midnight (or the clocks' jump where they skip it).
 */
export function lateLogClosesAt(yesterday: string, timeZone: string): Date {
  return startOfLocalDay(addDays(yesterday, 2), timeZone);
}

/**
 * The question of a late log, in the past tense (the habits' own words; no 'today'):
 * what the 'Log yesterday' choice asks, and its two answers.
 */
export const HABIT_YESTERDAY_QUESTION: Readonly<Record<HabitType, string>> = {
  smoking: "Did you stay smoke-free yesterday?",
  drinking: "Did you stay alcohol-free yesterday?",
  sugar: "Did you avoid added sugar yesterday?",
  reading: "Did you read 10+ pages yesterday?",
};

const saidOfYesterday = (words: Readonly<Record<HabitType, string>>) =>
  Object.fromEntries(Object.entries(words).map(([habit, said]) => [habit, `${said} yesterday`])) as Record<
    HabitType,
    string
  >;

export const HABIT_YESTERDAY_SUCCESS: Readonly<Record<HabitType, string>> = saidOfYesterday(HABIT_DAY_SUCCESS);
export const HABIT_YESTERDAY_FAILURE: Readonly<Record<HabitType, string>> = saidOfYesterday(HABIT_DAY_FAILURE);
