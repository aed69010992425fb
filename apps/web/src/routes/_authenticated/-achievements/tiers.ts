import type { AchievementTier } from "@wolfpack/rules/training/achievements";

/** How each tier looks: its name and its metal (each ≥ 4.5:1 on a card). */
export const TIER_LOOK: Record<AchievementTier, { name: string; color: string }> = {
  bronze: { name: "Bronze", color: "#e0975a" },
  silver: { name: "Silver", color: "#c9d1db" },
  gold: { name: "Gold", color: "#ffd43b" },
  elite: { name: "Elite", color: "#c4b0ff" },
};

/** What each trigger counts, after its counter: '3/10 workouts'. */
export const TRIGGER_UNIT: Record<string, string> = {
  workout_count: "workouts",
  streak: "day streak",
  total_minutes: "minutes",
};
