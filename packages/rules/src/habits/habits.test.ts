import { describe, expect, it } from "vitest";
import {
  effectiveHabitStreak,
  habitCompleted,
  habitLogRefusal,
  habitOutcome,
  habitRunAfter,
  habitRunFromLogs,
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

describe("which day a habit log may be for", () => {
  it("takes the first log of a habit, and today after an earlier last day", () => {
    expect(habitLogRefusal("smoking", "2026-11-25", null)).toBeNull();
    expect(habitLogRefusal("smoking", "2026-11-25", "2026-11-24")).toBeNull();
    expect(habitLogRefusal("reading", "2027-01-03", "2026-12-31")).toBeNull();
  });

  it("refuses a today earlier than the last logged day, as after a move to a zone behind", () => {
    expect(habitLogRefusal("smoking", "2026-11-23", "2026-11-25")).toBe(
      "Smoking Cessation is already logged for Nov 25, a later day than today (Nov 23 in your time zone). " +
        "Log it again on Nov 26.",
    );
    expect(habitLogRefusal("sugar", "2026-12-31", "2027-01-01")).toBe(
      "Sugar Avoidance is already logged for Jan 1, a later day than today (Dec 31 in your time zone). " +
        "Log it again on Jan 2.",
    );
  });
});
