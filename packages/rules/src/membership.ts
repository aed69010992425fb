import type { MembershipTier } from "./enums.ts";

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
