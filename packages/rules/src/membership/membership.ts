/** The two tiers, what a paid period lasts, and what premium opens. */

export const MEMBERSHIP_TIERS = ["free", "premium"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** A paid period lasts 30 days from the day it is recorded. */
export const MEMBERSHIP_PERIOD_DAYS = 30;

export const MEMBERSHIP_PLANS = {
  free: { name: "FREE PACK", monthlyPrice: 0 },
  premium: { name: "PREMIUM WOLF", monthlyPrice: 35 },
} as const;

export function membershipExpiry(from: Date): Date {
  return new Date(from.getTime() + MEMBERSHIP_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}

/** Premium counts only until it expires; after that the member is on the free tier. */
export function effectiveTier(
  member: { membershipTier: MembershipTier; membershipExpiresAt: Date | null },
  now: Date,
): MembershipTier {
  if (member.membershipTier !== "premium") return "free";
  if (member.membershipExpiresAt && member.membershipExpiresAt.getTime() <= now.getTime()) return "free";
  return "premium";
}

/**
 * What PREMIUM WOLF includes (coaching messages, the coaching calculators, the full program)
 * is open to premium members and to admins, who run the program. `membershipTier` is the
 * effective one (effectiveTier): a lapsed premium is free.
 */
export function hasPremiumAccess(member: { membershipTier: MembershipTier; isAdmin: boolean }): boolean {
  return member.isAdmin || member.membershipTier === "premium";
}
