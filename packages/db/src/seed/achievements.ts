/** Achievements in four tiers; the server awards them when their trigger is met. */

export type Tier = "bronze" | "silver" | "gold" | "elite";
export type Trigger = "workout_count" | "streak" | "total_minutes";

export interface AchievementSeed {
  id: string;
  name: string;
  description: string;
  tier: Tier;
  xpValue: number;
  category: "workouts" | "nutrition" | "social";
  triggerType: Trigger;
  triggerValue: number;
  icon: string;
}

/** XP by tier: rises with the tier. */
export const TIER_XP: Record<Tier, number> = { bronze: 50, silver: 150, gold: 400, elite: 1000 };

type Row = [
  id: string,
  name: string,
  tier: Tier,
  category: AchievementSeed["category"],
  trigger: Trigger,
  value: number,
  icon: string,
  description: string,
];

// biome-ignore format: one achievement per row
const rows: Row[] = [
  ["first-hunt", "First Hunt", "bronze", "workouts", "workout_count", 1, "🐺", "Complete your first workout."],
  ["pack-pup", "Pack Pup", "bronze", "social", "workout_count", 3, "🐾", "Complete 3 workouts and earn your place in the pack."],
  ["spark", "Spark", "bronze", "workouts", "streak", 3, "🔥", "Train 3 days in a row."],
  ["warming-up", "Warming Up", "bronze", "workouts", "total_minutes", 120, "⏱️", "Log 120 minutes of training."],
  ["workout-warrior", "Workout Warrior", "silver", "workouts", "workout_count", 10, "⚔️", "Complete 10 workouts."],
  ["seven-day-streak", "7-Day Streak Master", "silver", "workouts", "streak", 7, "📅", "Train 7 days in a row."],
  ["clean-fuel", "Clean Fuel", "silver", "nutrition", "streak", 14, "🥩", "Two weeks of daily training: fuel it with protein at every meal."],
  ["time-champion", "Time Champion", "silver", "workouts", "total_minutes", 600, "⌛", "Log 600 minutes of training."],
  ["hunter", "Hunter", "gold", "workouts", "workout_count", 30, "🏹", "Complete 30 workouts."],
  ["iron-will", "Iron Will", "gold", "workouts", "streak", 30, "🛡️", "Train 30 days in a row."],
  ["pack-leader", "Pack Leader", "gold", "social", "workout_count", 50, "👑", "Complete 50 workouts and lead by example."],
  ["endurance-engine", "Endurance Engine", "gold", "nutrition", "total_minutes", 1500, "⚡", "Log 1,500 minutes of training on well-fuelled days."],
  ["alpha", "Alpha", "elite", "workouts", "workout_count", 75, "🐺", "Complete 75 workouts."],
  ["apex-predator", "Apex Predator", "elite", "workouts", "workout_count", 100, "🏆", "Complete all 100 days of the program."],
  ["unbreakable", "Unbreakable", "elite", "workouts", "streak", 60, "💎", "Train 60 days in a row."],
  ["legend-of-the-pack", "Legend of the Pack", "elite", "social", "total_minutes", 3500, "🌕", "Log 3,500 minutes of training."],
];

export const achievementCatalogue: AchievementSeed[] = rows.map(
  ([id, name, tier, category, triggerType, triggerValue, icon, description]) => ({
    id,
    name,
    description,
    tier,
    xpValue: TIER_XP[tier],
    category,
    triggerType,
    triggerValue,
    icon,
  }),
);
