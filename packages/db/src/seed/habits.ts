/**
 * The demo accounts' habit logs: a few weeks of each habit ending yesterday on the
 * member's calendar, so the habit screen and the progress tab have streaks, a relapse
 * and history to show, while today is still to be logged. The streak columns on `users`
 * are worked out from these logs with the rules the server applies.
 */

import {
  type HabitOutcome,
  type HabitRun,
  type HabitType,
  habitCompleted,
  habitRunFromLogs,
} from "@wolfpack/rules/habits/habits";
import { addDays, localDateOf, zonedInstant } from "@wolfpack/rules/shared/calendar";

/**
 * Each habit's days, oldest first and ending yesterday: s a success, f a failure, - no
 * log. None of the runs ends on a milestone (1, 3, 7, 14…), so no alert greets a demo
 * sign-in; logging today reaches some.
 */
export type HabitPattern = Partial<Record<HabitType, string>>;

export interface HabitLogSeed {
  habitType: HabitType;
  date: string;
  completed: boolean;
  notes: string | null;
  createdAt: Date;
}

const NOTES: Readonly<Record<HabitType, Record<HabitOutcome, string>>> = {
  smoking: { success: "Walked it off after lunch.", failure: "One after a long day. Back at it tomorrow." },
  drinking: { success: "Sparkling water at dinner.", failure: "Friend's birthday." },
  sugar: { success: "Fruit instead of dessert.", failure: "Office cake." },
  reading: { success: "Two chapters of the nutrition book.", failure: "Too tired tonight." },
};

export function buildHabitHistory(pattern: HabitPattern, timeZone: string, now: Date) {
  const today = localDateOf(now, timeZone);
  const logs: HabitLogSeed[] = [];
  const runs: Partial<Record<HabitType, HabitRun & { best: number }>> = {};
  for (const [habitType, days] of Object.entries(pattern) as [HabitType, string][]) {
    const own: { date: string; outcome: HabitOutcome }[] = [];
    [...days].forEach((mark, index) => {
      if (mark === "-") return;
      const outcome: HabitOutcome = mark === "s" ? "success" : "failure";
      const date = addDays(today, index - days.length);
      own.push({ date, outcome });
      logs.push({
        habitType,
        date,
        completed: habitCompleted(habitType, outcome),
        // A note now and then, as people write them.
        notes: index % 4 === 1 || outcome === "failure" ? NOTES[habitType][outcome] : null,
        createdAt: zonedInstant(date, 21, 10 + (index % 40), timeZone),
      });
    });
    runs[habitType] = habitRunFromLogs(own);
  }
  return { logs, runs };
}
