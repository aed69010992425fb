/**
 * The coaching plans a member picks from (docs/rules.md, Coaching), by service type. The server
 * records the plan's price from here when a message is sent, whatever the client says,
 * and the coaching screen shows the same names and prices.
 */
export const COACHING_SERVICES = ["consultation", "form-check", "custom-plan"] as const;
export type CoachingService = (typeof COACHING_SERVICES)[number];

export interface CoachingPlan {
  service: CoachingService;
  name: string;
  /** As shown and as stored on the message: a display string, not an amount. */
  price: string;
  /** Turnaround and what is delivered. */
  terms: string;
}

export const COACHING_PLANS: Readonly<Record<CoachingService, CoachingPlan>> = Object.freeze({
  consultation: Object.freeze({
    service: "consultation",
    name: "One-on-One Consultation",
    price: "$50-100/hr",
    terms: "One-on-one time with the coach, by the hour",
  }),
  "form-check": Object.freeze({
    service: "form-check",
    name: "Form Video Analysis",
    price: "$79",
    terms: "Your lift on video, analysed within 48 hours",
  }),
  "custom-plan": Object.freeze({
    service: "custom-plan",
    name: "Custom Workout Plan",
    price: "$299",
    terms: "A 12-week plan built for you, delivered within 7 days",
  }),
});

export function coachingPlan(service: CoachingService): CoachingPlan {
  return COACHING_PLANS[service];
}
