/**
 * What the coach charges for his services (docs/rules.md, Coaching), as the
 * settings screen lists them. The plans a member sends a coaching message under, with
 * their own prices, are in plans.ts.
 */
export interface CoachingServicePrice {
  name: string;
  /** In dollars. */
  price: number;
  /** What the price is for: "per video", "per session (60 minutes)". */
  unit: string;
}

export const COACHING_SERVICE_PRICES: readonly CoachingServicePrice[] = Object.freeze([
  { name: "Video form correction", price: 29.99, unit: "per video" },
  { name: "One-on-one virtual coaching", price: 149.99, unit: "per session (60 minutes)" },
  { name: "In-person training", price: 299.99, unit: "per session" },
  { name: "Custom meal plan", price: 79.99, unit: "per month" },
]);
