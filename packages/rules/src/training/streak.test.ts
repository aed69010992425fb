import { describe, expect, it } from "vitest";
import { effectiveStreak, runAfter, streakAsOf } from "./streak.ts";

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

describe("effectiveStreak", () => {
  const trained = new Date("2026-06-01T23:30:00Z"); // 2 June, 08:30 in Tokyo
  it("keeps the run through the day after the last workout, on the member's calendar", () => {
    expect(effectiveStreak(5, trained, "Asia/Tokyo", new Date("2026-06-03T14:59:00Z"))).toBe(5); // 3 June, 23:59
    expect(effectiveStreak(5, trained, "Asia/Tokyo", new Date("2026-06-03T15:00:00Z"))).toBe(0); // 4 June, 00:00
    // In New York the same workout fell on 1 June (19:30), so the run lapses at its 3 June.
    expect(effectiveStreak(5, trained, "America/New_York", new Date("2026-06-03T03:59:00Z"))).toBe(5);
    expect(effectiveStreak(5, trained, "America/New_York", new Date("2026-06-03T04:00:00Z"))).toBe(0);
  });
  it("is 0 for a member who never trained", () => {
    expect(effectiveStreak(0, null, "UTC", new Date())).toBe(0);
  });
});
