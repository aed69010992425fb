import { describe, expect, it } from "vitest";
import { COACHING_PLANS, COACHING_SERVICES, coachingPlan } from "./plans.ts";

describe("the coaching plans", () => {
  it("has one plan for each service, under its own key", () => {
    expect(Object.keys(COACHING_PLANS).sort()).toEqual([...COACHING_SERVICES].sort());
    for (const service of COACHING_SERVICES) expect(coachingPlan(service).service).toBe(service);
  });

  it("carries the spec's prices and terms", () => {
    expect(coachingPlan("consultation")).toMatchObject({ name: "One-on-One Consultation", price: "$50-100/hr" });
    expect(coachingPlan("form-check")).toMatchObject({ name: "Form Video Analysis", price: "$79" });
    expect(coachingPlan("form-check").terms).toContain("48 hours");
    expect(coachingPlan("custom-plan")).toMatchObject({ name: "Custom Workout Plan", price: "$299" });
    expect(coachingPlan("custom-plan").terms).toMatch(/12-week.*7 days/);
  });

  it("fits every price in what a message stores", () => {
    for (const plan of Object.values(COACHING_PLANS)) expect(plan.price.length).toBeLessThanOrEqual(40);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(COACHING_PLANS)).toBe(true);
    for (const plan of Object.values(COACHING_PLANS)) expect(Object.isFrozen(plan)).toBe(true);
  });
});
