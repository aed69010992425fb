import { describe, expect, it } from "vitest";
import { MEMBERSHIP_PLANS, planChoice, planFor } from "./plans.ts";

describe("membership plans", () => {
  it("say exactly what the spec says", () => {
    expect(MEMBERSHIP_PLANS.free.name).toBe("FREE PACK");
    expect(MEMBERSHIP_PLANS.free.action).toBe("Start Free Trial");
    expect(MEMBERSHIP_PLANS.free.helper).toBe("Upgrade to premium anytime to unlock full access.");
    expect(MEMBERSHIP_PLANS.free.confirmation).toBe("You're all set! Enjoy your 3 free workouts.");
    expect(MEMBERSHIP_PLANS.premium.name).toBe("PREMIUM WOLF");
    expect(MEMBERSHIP_PLANS.premium.badge).toBe("Most Popular");
    expect(MEMBERSHIP_PLANS.premium.action).toBe("Start Premium Journey - $35/month");
    expect(MEMBERSHIP_PLANS.premium.helper).toBe("Cancel anytime. No commitment.");
    expect(MEMBERSHIP_PLANS.premium.confirmation).toBe("Welcome to premium! You now have full access.");
  });

  it("lists premium's seven features and what free lacks", () => {
    expect(MEMBERSHIP_PLANS.premium.included).toHaveLength(7);
    expect(MEMBERSHIP_PLANS.free.missing).toEqual([
      "Full 100-day program",
      "One-on-one coaching",
      "Macro and 1RM calculators",
    ]);
  });

  it("treats anything but premium as the free pack", () => {
    expect(planFor("premium").tier).toBe("premium");
    expect(planFor("free").tier).toBe("free");
    expect(planFor(undefined).tier).toBe("free");
  });

  it("give a free member the spec's words for either plan", () => {
    expect(planChoice("free", "free")).toEqual({
      action: "Start Free Trial",
      helper: "Upgrade to premium anytime to unlock full access.",
      confirmation: "You're all set! Enjoy your 3 free workouts.",
      asksFirst: false,
    });
    expect(planChoice("free", "premium")).toEqual({
      action: "Start Premium Journey - $35/month",
      helper: "Cancel anytime. No commitment.",
      confirmation: "Welcome to premium! You now have full access.",
      asksFirst: false,
    });
  });

  it("let a premium member keep premium without a new journey, and ask before switching to free", () => {
    const keep = planChoice("premium", "premium");
    expect(keep.action).toBe("Keep PREMIUM WOLF");
    expect(keep.helper).toBe("Your current plan. Nothing is charged.");
    expect(keep.asksFirst).toBe(false);

    const leave = planChoice("premium", "free");
    expect(leave.action).toBe("Switch to FREE PACK");
    expect(leave.confirmation).toBe("You're all set! Enjoy your 3 free workouts.");
    expect(leave.asksFirst).toBe(true);
  });
});
