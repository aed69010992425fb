import { describe, expect, it } from "vitest";
import { isWorkoutLocked } from "./access.ts";

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
