import { describe, expect, it } from "vitest";
import {
  achievementTier,
  achievementTotals,
  earnedAchievementIds,
  percentOf,
  RECENT_ACHIEVEMENTS,
  recentlyEarned,
  tierSummaries,
  triggerProgress,
} from "./achievement-progress.ts";

const catalogue = [
  { id: "first-hunt", tier: "bronze", xpValue: 50, triggerType: "workout_count", triggerValue: 1 },
  { id: "spark", tier: "bronze", xpValue: 50, triggerType: "streak", triggerValue: 3 },
  { id: "untiered", tier: null, xpValue: 50, triggerType: "total_minutes", triggerValue: 120 },
  { id: "workout-warrior", tier: "silver", xpValue: 150, triggerType: "workout_count", triggerValue: 10 },
  { id: "seven-day-streak", tier: "silver", xpValue: 150, triggerType: "streak", triggerValue: 7 },
  { id: "time-champion", tier: "silver", xpValue: 150, triggerType: "total_minutes", triggerValue: 600 },
  { id: "hunter", tier: "gold", xpValue: 400, triggerType: null, triggerValue: null },
];

const stats = { workoutsCompleted: 7, currentStreak: 7, totalMinutes: 280 };

describe("achievementTier", () => {
  it("is the achievement's tier", () => {
    expect(achievementTier({ tier: "silver" })).toBe("silver");
    expect(achievementTier({ tier: "elite" })).toBe("elite");
  });

  it("counts a missing or unknown tier as bronze", () => {
    expect(achievementTier({ tier: null })).toBe("bronze");
    expect(achievementTier({})).toBe("bronze");
    expect(achievementTier({ tier: "platinum" })).toBe("bronze");
  });
});

describe("earnedAchievementIds", () => {
  it("takes completed or unlocked entries, not progress-only ones", () => {
    const ids = earnedAchievementIds([
      { achievementId: "first-hunt", completed: true, unlockedAt: new Date() },
      { achievementId: "spark", completed: false, unlockedAt: new Date() },
      { achievementId: "workout-warrior", completed: false, unlockedAt: null },
    ]);
    expect([...ids].sort()).toEqual(["first-hunt", "spark"]);
  });
});

describe("percentOf", () => {
  it("rounds to a whole percent and is 0 for nothing", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(9, 5)).toBe(100);
  });
});

describe("tierSummaries", () => {
  it("summarises each tier in order, the untiered counted as bronze", () => {
    const earned = new Set(["first-hunt", "untiered", "seven-day-streak"]);
    expect(tierSummaries(catalogue, earned)).toEqual([
      { tier: "bronze", earned: 2, total: 3, percent: 67 },
      { tier: "silver", earned: 1, total: 3, percent: 33 },
      { tier: "gold", earned: 0, total: 1, percent: 0 },
      { tier: "elite", earned: 0, total: 0, percent: 0 },
    ]);
  });
});

describe("triggerProgress", () => {
  it("measures each trigger against its stat", () => {
    expect(triggerProgress(catalogue[3] as (typeof catalogue)[number], stats)).toEqual({
      current: 7,
      target: 10,
      counter: "7/10",
      percent: 70,
    });
    expect(triggerProgress(catalogue[5] as (typeof catalogue)[number], stats)?.counter).toBe("280/600");
    expect(triggerProgress(catalogue[5] as (typeof catalogue)[number], stats)?.percent).toBe(47);
  });

  it("caps the counter at the target", () => {
    expect(triggerProgress(catalogue[1] as (typeof catalogue)[number], stats)).toEqual({
      current: 3,
      target: 3,
      counter: "3/3",
      percent: 100,
    });
  });

  it("is none without a trigger type or value", () => {
    expect(triggerProgress(catalogue[6] as (typeof catalogue)[number], stats)).toBeNull();
    expect(triggerProgress({ id: "x", xpValue: 1, triggerType: "streak", triggerValue: null }, stats)).toBeNull();
    expect(triggerProgress({ id: "x", xpValue: 1, triggerType: "streak", triggerValue: 0 }, stats)).toBeNull();
    expect(triggerProgress({ id: "x", xpValue: 1, triggerType: "likes", triggerValue: 5 }, stats)).toBeNull();
  });

  it("starts at 0 for a new member", () => {
    const zero = { workoutsCompleted: 0, currentStreak: 0, totalMinutes: 0 };
    expect(triggerProgress(catalogue[0] as (typeof catalogue)[number], zero)).toMatchObject({
      counter: "0/1",
      percent: 0,
    });
  });
});

describe("achievementTotals", () => {
  it("counts the earned, sums their XP and takes the member's level", () => {
    const earned = new Set(["first-hunt", "seven-day-streak", "not-in-catalogue"]);
    expect(achievementTotals(catalogue, earned, 3)).toEqual({ earned: 2, totalXp: 200, level: 3 });
  });

  it("is zero at level 1 for a new member", () => {
    expect(achievementTotals(catalogue, new Set(), undefined)).toEqual({ earned: 0, totalXp: 0, level: 1 });
    expect(achievementTotals(catalogue, new Set(), null).level).toBe(1);
    expect(achievementTotals(catalogue, new Set(), 0).level).toBe(1);
  });
});

describe("recentlyEarned ('Recent Achievements')", () => {
  const at = (iso: string) => new Date(iso);

  it("lists the latest earned, newest first, three at most", () => {
    const entries = [
      { achievementId: "first-hunt", completed: true, unlockedAt: at("2026-11-17T07:00:00Z") },
      { achievementId: "spark", completed: true, unlockedAt: at("2026-11-19T07:00:00Z") },
      { achievementId: "untiered", completed: true, unlockedAt: at("2026-11-20T07:00:00Z") },
      { achievementId: "seven-day-streak", completed: true, unlockedAt: at("2026-11-23T07:00:00Z") },
    ];
    expect(RECENT_ACHIEVEMENTS).toBe(3);
    expect(recentlyEarned(catalogue, entries).map((a) => a.id)).toEqual(["seven-day-streak", "untiered", "spark"]);
    expect(recentlyEarned(catalogue, entries)[0]?.unlockedAt).toEqual(at("2026-11-23T07:00:00Z"));
  });

  it("never lists one not earned: progress alone, or not in the catalogue", () => {
    const entries = [
      { achievementId: "first-hunt", completed: true, unlockedAt: "2026-11-17T07:00:00.000Z" },
      { achievementId: "time-champion", completed: false, unlockedAt: null },
      { achievementId: "retired", completed: true, unlockedAt: "2026-11-18T07:00:00.000Z" },
    ];
    expect(recentlyEarned(catalogue, entries).map((a) => a.id)).toEqual(["first-hunt"]);
  });

  it("is empty for a member who has earned nothing", () => {
    expect(recentlyEarned(catalogue, [])).toEqual([]);
  });

  it("puts the harder of two earned together first, and one without a time last", () => {
    const same = at("2026-11-19T07:00:00Z");
    const entries = [
      { achievementId: "hunter", completed: true, unlockedAt: null },
      { achievementId: "first-hunt", completed: true, unlockedAt: same },
      { achievementId: "spark", completed: true, unlockedAt: same },
    ];
    expect(recentlyEarned(catalogue, entries, 5).map((a) => a.id)).toEqual(["spark", "first-hunt", "hunter"]);
  });
});
