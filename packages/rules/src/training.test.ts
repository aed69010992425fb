import { describe, expect, it } from "vitest";
import {
  caloriesBurned,
  cooldownEndsAt,
  cooldownStatus,
  describeTimeLeft,
  effectiveStreak,
  isWorkoutLocked,
  kgFrom,
  weightIn,
} from "./training.ts";

const free = { membershipTier: "free", isAdmin: false } as const;
const premium = { membershipTier: "premium", isAdmin: false } as const;

describe("isWorkoutLocked", () => {
  it.each([
    [{ isPremium: true, day: 3 }, free, true],
    [{ isPremium: true, day: 2 }, free, false],
    [{ isPremium: false, day: 50 }, free, false],
    [{ isPremium: true, day: null }, free, false],
    [{ isPremium: true, day: 50 }, premium, false],
    [{ isPremium: true, day: 50 }, { membershipTier: "free", isAdmin: true } as const, false],
  ])("%o for %o is locked: %s", (workout, viewer, locked) => {
    expect(isWorkoutLocked(workout, viewer)).toBe(locked);
  });
});

describe("caloriesBurned", () => {
  it("uses the category's rate, and a middling one for an unknown category", () => {
    expect(caloriesBurned("Cardio", 30)).toBe(300);
    expect(caloriesBurned("Mobility", 25)).toBe(100);
    expect(caloriesBurned("Yoga", 10)).toBe(80);
    expect(caloriesBurned("Strength", 0)).toBe(0);
  });
});

describe("weights", () => {
  it("stores pounds as kilograms to the gram and shows them back as typed", () => {
    expect(kgFrom(100, "lb")).toBe(45.359);
    expect(kgFrom(62.5, "kg")).toBe(62.5);
    expect(weightIn(kgFrom(135, "lb"), "lb")).toBe(135);
    expect(weightIn(45.359, "kg")).toBe(45.4);
  });
});

describe("cooldown", () => {
  it("ends at the start of the member's next local day", () => {
    // 23:50 on 1 June in Berlin (UTC+2) is 21:50Z; midnight there is 22:00Z.
    expect(cooldownEndsAt(new Date("2026-06-01T21:50:00Z"), "Europe/Berlin")).toEqual(new Date("2026-06-01T22:00:00Z"));
    // 00:10 on 2 June in Berlin: the next midnight is a whole day away.
    expect(cooldownEndsAt(new Date("2026-06-01T22:10:00Z"), "Europe/Berlin")).toEqual(new Date("2026-06-02T22:00:00Z"));
  });

  it("follows daylight-saving changes: a 23-hour day in spring, 25 in autumn", () => {
    const springStart = new Date("2026-03-08T05:00:00Z"); // 00:00 EST on 8 March, New York
    expect(cooldownEndsAt(springStart, "America/New_York").getTime() - springStart.getTime()).toBe(23 * 3_600_000);
    const autumnStart = new Date("2026-11-01T04:00:00Z"); // 00:00 EDT on 1 November
    expect(cooldownEndsAt(autumnStart, "America/New_York").getTime() - autumnStart.getTime()).toBe(25 * 3_600_000);
  });

  it("reports the time left, and unlocks once it is over", () => {
    const endsAt = new Date("2026-06-02T00:00:00Z");
    expect(cooldownStatus(endsAt, new Date("2026-06-01T22:30:00Z"))).toEqual({
      canUnlock: false,
      timeRemaining: 90 * 60_000,
      endsAt,
    });
    expect(cooldownStatus(endsAt, endsAt)).toEqual({ canUnlock: true, timeRemaining: 0, endsAt: null });
    expect(cooldownStatus(null, endsAt).canUnlock).toBe(true);
  });

  it("says the time left in words", () => {
    expect(describeTimeLeft(90 * 60_000)).toBe("1h 30m");
    expect(describeTimeLeft(2 * 3_600_000)).toBe("2h");
    expect(describeTimeLeft(58 * 60_000 + 1)).toBe("59m");
    expect(describeTimeLeft(59 * 60_000 + 1)).toBe("1h");
    expect(describeTimeLeft(30_000)).toBe("less than a minute");
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
