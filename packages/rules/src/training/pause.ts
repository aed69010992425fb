/**
 * Pausing the program (docs/rules.md, Pause): a member may pause for illness, injury or travel, at most
 * 14 days in any 90. Paused days are days of the member's own calendar (YYYY-MM-DD, as
 * `localDateOf` gives them), so a pause holds whatever the time zone and across clock
 * changes. A paused day neither breaks nor extends the workout streak (training/streak.ts)
 * or the reading streak (habits/habits.ts), and the recovery cooldown does not apply on one
 * (training/cooldown.ts).
 */
import { addDays, dayLabel } from "../shared/calendar.ts";
import { countOf } from "../shared/words.ts";

export const PAUSE_REASONS = ["illness", "injury", "travel"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

export const PAUSE_REASON_LABELS: Readonly<Record<PauseReason, string>> = {
  illness: "Illness",
  injury: "Injury",
  travel: "Travel",
};

/** The most paused days in any window of PAUSE_WINDOW_DAYS consecutive days, and the longest pause. */
export const PAUSE_MAX_DAYS = 14;
export const PAUSE_WINDOW_DAYS = 90;

/** A pause: its first and last paused day, both included. */
export interface PausedRange {
  firstDay: string;
  lastDay: string;
}

export type PausedDays = readonly PausedRange[];

export const NO_PAUSES: PausedDays = [];

/** Whether a day is paused. */
export function isPausedOn(pauses: PausedDays, day: string): boolean {
  return pauses.some((pause) => pause.firstDay <= day && day <= pause.lastDay);
}

/**
 * Whether every day from `from` to `to` (both included) is paused; true when there is no
 * such day (`from` after `to`). Walks pause by pause, not day by day, so a range years long
 * costs no more than the member's pauses.
 */
export function allPausedBetween(pauses: PausedDays, from: string, to: string): boolean {
  let day = from;
  while (day <= to) {
    const covering = pauses.find((pause) => pause.firstDay <= day && day <= pause.lastDay);
    if (!covering) return false;
    day = addDays(covering.lastDay, 1);
  }
  return true;
}

/**
 * Whether a run whose last day is `lastDay` reaches `day` (a later day): every day between
 * them is paused, none when `day` is the next. The workout streak and the habit runs all
 * stand or lapse by it. Every signed-in request asks it of the member's five runs, so the
 * next day, the usual answer, is tried before the pauses.
 */
export function runReaches(pauses: PausedDays, lastDay: string, day: string): boolean {
  if (lastDay >= day) return false;
  const next = addDays(lastDay, 1);
  return next === day || (pauses.length > 0 && allPausedBetween(pauses, next, addDays(day, -1)));
}

/** How many days of a pause, both ends included. */
export function pauseLength(pause: PausedRange): number {
  return Math.round((Date.parse(pause.lastDay) - Date.parse(pause.firstDay)) / 86_400_000) + 1;
}

/** How many days from `from` to `to` (both included) are paused. */
export function pausedDaysIn(pauses: PausedDays, from: string, to: string): number {
  let days = 0;
  for (const pause of pauses) {
    const first = pause.firstDay > from ? pause.firstDay : from;
    const last = pause.lastDay < to ? pause.lastDay : to;
    if (first <= last) days += pauseLength({ firstDay: first, lastDay: last });
  }
  return days;
}

/** Whether adding `pause` keeps every window of PAUSE_WINDOW_DAYS within PAUSE_MAX_DAYS paused days. */
function fitsBudget(pauses: PausedDays, pause: PausedRange): boolean {
  const all = [...pauses, pause];
  // No window holds more paused days than all the pauses together: when those are within the
  // budget (nearly every member), no window need be walked. The program screen asks on every read.
  if (all.reduce((days, each) => days + Math.max(0, pauseLength(each)), 0) <= PAUSE_MAX_DAYS) return true;
  // Only the windows holding a day of the new pause can go over.
  for (let start = addDays(pause.firstDay, 1 - PAUSE_WINDOW_DAYS); start <= pause.lastDay; start = addDays(start, 1)) {
    if (pausedDaysIn(all, start, addDays(start, PAUSE_WINDOW_DAYS - 1)) > PAUSE_MAX_DAYS) return false;
  }
  return true;
}

/**
 * The longest pause that may start on `firstDay` within the budget, 0 to PAUSE_MAX_DAYS:
 * what the screens show as the days left, and what a refusal names.
 */
export function pauseDaysLeft(pauses: PausedDays, firstDay: string): number {
  for (let days = PAUSE_MAX_DAYS; days > 0; days -= 1) {
    if (fitsBudget(pauses, { firstDay, lastDay: addDays(firstDay, days - 1) })) return days;
  }
  return 0;
}

/** The pause of `days` days starting on `firstDay`. */
export function pauseFrom(firstDay: string, days: number): PausedRange {
  return { firstDay, lastDay: addDays(firstDay, days - 1) };
}

/** 'You have 5 pause days left in this 90-day window.' */
export function pauseDaysLeftMessage(left: number): string {
  if (left === 0) return `You have no pause days left: at most ${PAUSE_MAX_DAYS} in any ${PAUSE_WINDOW_DAYS} days.`;
  return `You have ${countOf(left, "pause day")} left (at most ${PAUSE_MAX_DAYS} in any ${PAUSE_WINDOW_DAYS} days).`;
}

/** Why a pause may not be taken, as `kind` (bad input or a conflict) and the member's message; null when it may. */
export function pauseRefusal(
  pauses: PausedDays,
  pause: PausedRange,
  today: string,
): { kind: "invalid" | "conflict"; message: string } | null {
  if (pause.firstDay < today) return { kind: "invalid", message: "A pause starts today or later." };
  if (pause.lastDay < pause.firstDay || pauseLength(pause) > PAUSE_MAX_DAYS) {
    return { kind: "invalid", message: `A pause is 1 to ${PAUSE_MAX_DAYS} days long.` };
  }
  const overlapping = pauses.find((other) => other.firstDay <= pause.lastDay && pause.firstDay <= other.lastDay);
  if (overlapping) {
    return {
      kind: "conflict",
      message: `Your program is already paused until ${dayLabel(overlapping.lastDay)}. Resume it first, or pause from ${dayLabel(addDays(overlapping.lastDay, 1))}.`,
    };
  }
  if (!fitsBudget(pauses, pause)) {
    return {
      kind: "conflict",
      message: `That pause is too long. ${pauseDaysLeftMessage(pauseDaysLeft(pauses, pause.firstDay))}`,
    };
  }
  return null;
}

/**
 * The pause a member sees on `today`: the one under way, else the next to come; null when
 * there is none.
 */
export function currentPause<P extends PausedRange>(pauses: readonly P[], today: string): P | null {
  const ahead = pauses.filter((pause) => pause.lastDay >= today).sort((a, b) => (a.firstDay < b.firstDay ? -1 : 1));
  return ahead[0] ?? null;
}

/**
 * Ending a pause early on `today`: the member is back, so today is a program day again and
 * a workout on it counts. One under way since before today ends yesterday; one that begins
 * today or later is removed; one already over stays as it was (null).
 */
export function endPauseEarly(pause: PausedRange, today: string): { lastDay: string } | "remove" | null {
  if (pause.lastDay < today) return null;
  if (pause.firstDay >= today) return "remove";
  return { lastDay: addDays(today, -1) };
}

/**
 * The pauses a member's row keeps for the streak rules: those that can still bridge a gap.
 * A gap is bridged only when every day of it is paused, and no more than PAUSE_MAX_DAYS
 * days in a row can be, so older pauses never matter; a window's worth is kept.
 */
export function pausesThatMatter<P extends PausedRange>(pauses: readonly P[], today: string): PausedRange[] {
  const since = addDays(today, -PAUSE_WINDOW_DAYS);
  return pauses
    .filter((pause) => pause.lastDay >= since)
    .map(({ firstDay, lastDay }) => ({ firstDay, lastDay }))
    .sort((a, b) => (a.firstDay < b.firstDay ? -1 : 1));
}

/** 'Paused until Nov 25': the last paused day, as the screens say it. */
export function pausedUntilLabel(pause: PausedRange): string {
  return `Paused until ${dayLabel(pause.lastDay)}`;
}
