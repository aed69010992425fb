import { describe, expect, it } from "vitest";
import { levelForXp, newlyEarned, runAfter, streakAsOf } from "./progress.ts";

describe("levelForXp", () => {
  it("gives a level every 250 XP, from level 1", () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(249)).toBe(1);
    expect(levelForXp(250)).toBe(2);
    expect(levelForXp(1000)).toBe(5);
  });
});

describe("streakAsOf", () => {
  const days = ["2026-03-01", "2026-03-02", "2026-03-03"];

  it("counts consecutive days ending today or yesterday", () => {
    expect(streakAsOf(days, "2026-03-03")).toBe(3);
    expect(streakAsOf(days, "2026-03-04")).toBe(3);
  });

  it("is 0 once a whole day passes without a workout", () => {
    expect(streakAsOf(days, "2026-03-05")).toBe(0);
    expect(streakAsOf([], "2026-03-05")).toBe(0);
  });

  it("counts a day once however many workouts it had", () => {
    expect(streakAsOf(["2026-03-02", "2026-03-02", "2026-03-03"], "2026-03-03")).toBe(2);
  });
});

describe("runAfter", () => {
  it("grows on the next day, holds on the same day and restarts after a gap", () => {
    expect(runAfter(null, 0, "2026-03-01")).toBe(1);
    expect(runAfter("2026-03-01", 1, "2026-03-02")).toBe(2);
    expect(runAfter("2026-03-02", 2, "2026-03-02")).toBe(2);
    expect(runAfter("2026-03-02", 2, "2026-03-04")).toBe(1);
  });
});

describe("newlyEarned", () => {
  const catalogue = [
    { id: "first", triggerType: "workout_count" as const, triggerValue: 1 },
    { id: "week", triggerType: "streak" as const, triggerValue: 7 },
    { id: "hour", triggerType: "total_minutes" as const, triggerValue: 60 },
  ];

  it("awards what the totals meet, once", () => {
    const totals = { workoutsCompleted: 1, streak: 1, totalMinutes: 60 };
    expect(newlyEarned(totals, catalogue, new Set()).map((a) => a.id)).toEqual(["first", "hour"]);
    expect(newlyEarned(totals, catalogue, new Set(["first", "hour"]))).toEqual([]);
    expect(newlyEarned({ ...totals, streak: 7 }, catalogue, new Set(["first", "hour"])).map((a) => a.id)).toEqual([
      "week",
    ]);
  });
});
