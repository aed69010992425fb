import { describe, expect, it } from "vitest";
import { reminderCreateInput, reminderUpdateInput } from "./habit-inputs.ts";
import {
  dueReminders,
  effectiveHabitStreak,
  habitCompleted,
  habitOutcome,
  habitProgress,
  habitRunAfter,
  habitRunFromLogs,
  habitStreakMessage,
  isAlertMilestone,
  minuteOfDay,
} from "./habits.ts";

describe("the wire meaning of completed", () => {
  it.each([
    ["smoking", false, "success"],
    ["smoking", true, "failure"],
    ["drinking", false, "success"],
    ["drinking", true, "failure"],
    ["sugar", false, "success"],
    ["sugar", true, "failure"],
    ["reading", true, "success"],
    ["reading", false, "failure"],
  ] as const)("%s with completed=%s is a %s, and back", (habit, completed, outcome) => {
    expect(habitOutcome(habit, completed)).toBe(outcome);
    expect(habitCompleted(habit, outcome)).toBe(completed);
  });
});

describe("habit streaks", () => {
  it("grows day after day, restarts after a gap and ends on a failure", () => {
    let run = habitRunAfter({ streak: 0, lastDate: null }, "2026-03-01", "success");
    expect(run).toEqual({ streak: 1, lastDate: "2026-03-01" });
    run = habitRunAfter(run, "2026-03-02", "success");
    expect(run.streak).toBe(2);
    expect(habitRunAfter(run, "2026-03-04", "success").streak).toBe(1);
    expect(habitRunAfter(run, "2026-03-03", "failure")).toEqual({ streak: 0, lastDate: "2026-03-03" });
    // A success the day after a failure starts again at 1.
    expect(habitRunAfter({ streak: 0, lastDate: "2026-03-03" }, "2026-03-04", "success").streak).toBe(1);
  });

  it("crosses month and year ends on the calendar", () => {
    expect(habitRunAfter({ streak: 5, lastDate: "2026-02-28" }, "2026-03-01", "success").streak).toBe(6);
    expect(habitRunAfter({ streak: 9, lastDate: "2026-12-31" }, "2027-01-01", "success").streak).toBe(10);
  });

  it("reads as stored through the day after the last log, and 0 once a whole day goes unlogged", () => {
    const run = { streak: 4, lastDate: "2026-03-10" };
    expect(effectiveHabitStreak(run, "2026-03-10")).toBe(4);
    expect(effectiveHabitStreak(run, "2026-03-11")).toBe(4);
    expect(effectiveHabitStreak(run, "2026-03-12")).toBe(0);
    expect(effectiveHabitStreak({ streak: 0, lastDate: null }, "2026-03-12")).toBe(0);
  });

  it("works out the run and the best run from the logs alone, in any order", () => {
    const logs = [
      { date: "2026-03-05", outcome: "success" as const },
      { date: "2026-03-01", outcome: "success" as const },
      { date: "2026-03-02", outcome: "success" as const },
      { date: "2026-03-03", outcome: "success" as const },
      { date: "2026-03-04", outcome: "failure" as const },
      { date: "2026-03-06", outcome: "success" as const },
    ];
    expect(habitRunFromLogs(logs)).toEqual({ streak: 2, lastDate: "2026-03-06", best: 3 });
    expect(habitRunFromLogs([])).toEqual({ streak: 0, lastDate: null, best: 0 });
  });
});

describe("habit progress and words", () => {
  it("measures the bar between the last target passed and the next one, full past a year", () => {
    expect(habitProgress(0)).toMatchObject({ previous: 0, next: 7, percent: 0 });
    expect(habitProgress(3)).toMatchObject({
      previous: 0,
      next: 7,
      percent: 43,
      line: "4 days to your 7-day milestone.",
    });
    expect(habitProgress(7)).toMatchObject({ previous: 7, next: 14, percent: 0 });
    expect(habitProgress(13)).toMatchObject({ next: 14, line: "1 day to your 14-day milestone." });
    expect(habitProgress(45)).toMatchObject({ previous: 30, next: 60, percent: 50 });
    expect(habitProgress(200)).toMatchObject({ previous: 100, next: 365, percent: 38 });
    expect(habitProgress(365)).toMatchObject({ next: null, percent: 100 });
    expect(habitProgress(500).percent).toBe(100);
  });

  it("says the spec's lines for 0 and 1, then strong, momentum, champion and legend", () => {
    expect(habitStreakMessage(0)).toBe("Start your journey today!");
    expect(habitStreakMessage(1)).toBe("Great start! Keep it up!");
    expect(habitStreakMessage(6)).toMatch(/strong/i);
    expect(habitStreakMessage(7)).toMatch(/momentum/i);
    expect(habitStreakMessage(29)).toMatch(/momentum/i);
    expect(habitStreakMessage(30)).toMatch(/champion/i);
    expect(habitStreakMessage(100)).toMatch(/legend/i);
  });

  it("alerts at 1, 3, 7, 14, 30, 60, 100 and 365 days only", () => {
    const alerted = Array.from({ length: 400 }, (_, day) => day).filter(isAlertMilestone);
    expect(alerted).toEqual([1, 3, 7, 14, 30, 60, 100, 365]);
  });
});

describe("reminders", () => {
  it("take a time on the 24-hour clock, and refuse anything else with a clear message", () => {
    expect(minuteOfDay("00:00")).toBe(0);
    expect(minuteOfDay("09:05")).toBe(545);
    expect(minuteOfDay("23:59")).toBe(1439);
    for (const wrong of ["24:00", "9:00", "09:60", "9am", "09:00:00", ""]) {
      expect(minuteOfDay(wrong)).toBeNull();
      const result = reminderCreateInput.safeParse({ habitType: "reading", reminderTime: wrong });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "Reminder time must be HH:MM on the 24-hour clock, such as 09:00 or 21:30",
      );
    }
    expect(reminderCreateInput.parse({ habitType: "reading", reminderTime: "21:30" })).toMatchObject({
      memberId: "me",
      streakAlerts: true,
    });
    expect(reminderUpdateInput.safeParse({ id: 1 }).error?.issues[0]?.message).toMatch(/Say what to change/);
  });

  it("come due once, in the stretch a watcher looks back over, unless their habit is logged or they are off", () => {
    const reminders = [
      { id: 1, habitType: "smoking" as const, reminderTime: "09:00", enabled: true },
      { id: 2, habitType: "reading" as const, reminderTime: "09:00", enabled: false },
      { id: 3, habitType: "sugar" as const, reminderTime: "12:30", enabled: true },
      { id: 4, habitType: "drinking" as const, reminderTime: "09:00", enabled: true },
    ];
    const nine = minuteOfDay("09:00") ?? 0;
    const atNine = { fromMinute: nine - 1, toMinute: nine };
    expect(dueReminders(reminders, atNine, new Set(), new Set()).map((r) => r.id)).toEqual([1, 4]);
    expect(dueReminders(reminders, atNine, new Set(["drinking"]), new Set()).map((r) => r.id)).toEqual([1]);
    expect(dueReminders(reminders, atNine, new Set(), new Set([1, 4]))).toEqual([]);
    // A minute before, nothing; a tab that slept from 08:00 to 13:00 raises everything due meanwhile.
    expect(dueReminders(reminders, { fromMinute: nine - 2, toMinute: nine - 1 }, new Set(), new Set())).toEqual([]);
    expect(
      dueReminders(reminders, { fromMinute: 8 * 60, toMinute: 13 * 60 }, new Set(), new Set()).map((r) => r.id),
    ).toEqual([1, 3, 4]);
  });
});
