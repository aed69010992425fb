import { describe, expect, it } from "vitest";
import { effectiveTier, hasPremiumAccess, membershipExpiry } from "./membership.ts";

describe("membership rules", () => {
  const now = new Date("2026-03-01T10:00:00Z");

  it("ends a paid period 30 days later", () => {
    expect(membershipExpiry(now).toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("counts premium until it expires, free after", () => {
    expect(
      effectiveTier({ membershipTier: "premium", membershipExpiresAt: new Date("2026-03-02T00:00:00Z") }, now),
    ).toBe("premium");
    expect(effectiveTier({ membershipTier: "premium", membershipExpiresAt: now }, now)).toBe("free");
    expect(effectiveTier({ membershipTier: "premium", membershipExpiresAt: null }, now)).toBe("premium");
    expect(effectiveTier({ membershipTier: "free", membershipExpiresAt: null }, now)).toBe("free");
  });

  it("opens what premium includes to premium members and admins, not to free members", () => {
    expect(hasPremiumAccess({ membershipTier: "premium", isAdmin: false })).toBe(true);
    expect(hasPremiumAccess({ membershipTier: "free", isAdmin: true })).toBe(true);
    expect(hasPremiumAccess({ membershipTier: "free", isAdmin: false })).toBe(false);
  });
});
