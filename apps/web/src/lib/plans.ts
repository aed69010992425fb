import {
  MEMBERSHIP_TIERS,
  type MembershipTier,
  MEMBERSHIP_PLANS as TIERS,
} from "@wolfpack/rules/membership/membership";
import { FREE_PROGRAM_DAYS } from "@wolfpack/rules/training/access";
import { formatMonthlyPrice } from "@wolfpack/ui";

export type { MembershipTier };

export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  monthlyPrice: number;
  tagline: string;
  /** Shown as a ribbon on the card. */
  badge?: string;
  included: readonly string[];
  /** What the plan lacks, shown crossed out. */
  missing: readonly string[];
  /** The button's words when this plan is selected. */
  action: string;
  /** The line under the button. */
  helper: string;
  /** The text of the 'Membership Selected' toast. */
  confirmation: string;
}

/** The two packs, in the product's words (Choose Your Pack); names and prices come from the api's rule. */
export const MEMBERSHIP_PLANS: Record<MembershipTier, MembershipPlan> = {
  free: {
    tier: "free",
    name: TIERS.free.name,
    monthlyPrice: TIERS.free.monthlyPrice,
    tagline: "Get a taste of the hunt.",
    included: [`First ${FREE_PROGRAM_DAYS} days of workouts`, "Basic progress tracking", "Community access"],
    missing: ["Full 100-day program", "One-on-one coaching", "Macro and 1RM calculators"],
    action: "Start Free Trial",
    helper: "Upgrade to premium anytime to unlock full access.",
    confirmation: `You're all set! Enjoy your ${FREE_PROGRAM_DAYS} free workouts.`,
  },
  premium: {
    tier: "premium",
    name: TIERS.premium.name,
    monthlyPrice: TIERS.premium.monthlyPrice,
    tagline: "The whole program, with the coach in your corner.",
    badge: "Most Popular",
    included: [
      "Full 100-day program",
      "Advanced tracking and analytics",
      "One-on-one coaching consultations",
      "Video form corrections",
      "Macro and 1RM calculators",
      "Premium e-book library access",
      "Priority support",
    ],
    missing: [],
    action: `Start Premium Journey - ${formatMonthlyPrice(TIERS.premium.monthlyPrice)}`,
    helper: "Cancel anytime. No commitment.",
    confirmation: "Welcome to premium! You now have full access.",
  },
};

/** The plans in the order the selection screen shows them: the enumeration's own order. */
export const PLAN_ORDER: readonly MembershipTier[] = MEMBERSHIP_TIERS;

/** What the selection screen's button does for a member on `current` who picked `chosen`. */
export interface PlanChoice {
  /** The button's words. */
  action: string;
  /** The line under the button. */
  helper: string;
  /** The text of the 'Membership Selected' toast. */
  confirmation: string;
  /** Leaving premium is asked about first. */
  asksFirst: boolean;
}

const premiumName = MEMBERSHIP_PLANS.premium.name;
const freeName = MEMBERSHIP_PLANS.free.name;

/**
 * A free member (a new one above all) sees the product's words. A premium member is never
 * offered a 'journey' or a 'trial' they already have: keeping premium changes and charges
 * nothing, and switching to free says so plainly and asks first.
 */
export function planChoice(current: MembershipTier, chosen: MembershipTier): PlanChoice {
  const plan = MEMBERSHIP_PLANS[chosen];
  if (current === "free") {
    return { action: plan.action, helper: plan.helper, confirmation: plan.confirmation, asksFirst: false };
  }
  if (chosen === "premium") {
    return {
      action: `Keep ${premiumName}`,
      helper: "Your current plan. Nothing is charged.",
      confirmation: `You're still a ${premiumName}. Full access continues.`,
      asksFirst: false,
    };
  }
  return {
    action: `Switch to ${freeName}`,
    helper: "You'll confirm before premium ends.",
    confirmation: plan.confirmation,
    asksFirst: true,
  };
}

export function planFor(tier: string | null | undefined): MembershipPlan {
  return tier === "premium" ? MEMBERSHIP_PLANS.premium : MEMBERSHIP_PLANS.free;
}
