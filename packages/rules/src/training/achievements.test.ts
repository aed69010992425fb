import { describe, expect, it } from "vitest";
import { levelForXp, newlyEarned } from "./achievements.ts";

describe("levelForXp", () => {
  it("gives a level every 250 XP, from level 1", () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(249)).toBe(1);
    expect(levelForXp(250)).toBe(2);
    expect(levelForXp(1000)).toBe(5);
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
