/**
 * The product's fixed lists, declared once: the database enums, the input rules and the
 * screens all take them from here.
 */
export const MEMBERSHIP_TIERS = ["free", "premium"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const HABIT_TYPES = ["smoking", "drinking", "sugar", "reading"] as const;
export type HabitType = (typeof HABIT_TYPES)[number];

/** How a day of a habit went: stayed away (or read), or did not. */
export const HABIT_OUTCOMES = ["success", "failure"] as const;
export type HabitOutcome = (typeof HABIT_OUTCOMES)[number];

export const ACHIEVEMENT_TIERS = ["bronze", "silver", "gold", "elite"] as const;
export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];

export const ACHIEVEMENT_TRIGGERS = ["workout_count", "streak", "total_minutes"] as const;
export type AchievementTrigger = (typeof ACHIEVEMENT_TRIGGERS)[number];

export const POST_TYPES = ["general", "workout", "tip", "achievement"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const FRIENDSHIP_STATUSES = ["pending", "accepted", "blocked"] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

export const COACHING_SERVICES = ["consultation", "form-check", "custom-plan"] as const;
export type CoachingService = (typeof COACHING_SERVICES)[number];

/** Units a member logs lifted weight in; the database keeps kilograms. */
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
