import { describe, expect, it } from "vitest";
import { HABIT_DAY_STATE_LABELS, HABIT_DAY_STATES, habitMonth } from "./calendar.ts";
import { HABIT_TYPES } from "./habits.ts";

describe("the habit calendar", () => {
  it("gives each habit the month's days up to today, not logged unless a log says", () => {
    const month = habitMonth([], "2026-06-03");
    expect(month.month).toBe("2026-06");
    expect(month.habits.map((calendar) => calendar.habit)).toEqual([...HABIT_TYPES]);
    for (const calendar of month.habits) {
      expect(calendar.days).toEqual([
        { date: "2026-06-01", state: "unlogged" },
        { date: "2026-06-02", state: "unlogged" },
        { date: "2026-06-03", state: "unlogged" },
      ]);
    }
  });

  it("reads success and failure in each habit's own meaning of completed", () => {
    const month = habitMonth(
      [
        { habitType: "smoking", date: "2026-06-01", completed: false }, // did not smoke
        { habitType: "smoking", date: "2026-06-02", completed: true }, // smoked
        { habitType: "reading", date: "2026-06-01", completed: true }, // read
        { habitType: "reading", date: "2026-06-02", completed: false }, // did not read
        { habitType: "reading", date: "2026-05-31", completed: true }, // last month
      ],
      "2026-06-02",
    );
    const states = Object.fromEntries(month.habits.map((c) => [c.habit, c.days.map((day) => day.state)]));
    expect(states).toEqual({
      smoking: ["success", "failure"],
      drinking: ["unlogged", "unlogged"],
      sugar: ["unlogged", "unlogged"],
      reading: ["success", "failure"],
    });
  });

  it("names every state for the legend, paused among them", () => {
    expect(HABIT_DAY_STATES).toContain("paused");
    for (const state of HABIT_DAY_STATES) expect(HABIT_DAY_STATE_LABELS[state]).toMatch(/\w/);
  });
});
