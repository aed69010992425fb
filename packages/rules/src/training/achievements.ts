/**
 * Levels and achievements: the rules the server applies when a workout is completed, and
 * the demo seed applies to the history it writes, so both agree.
 */

export const ACHIEVEMENT_TIERS = ["bronze", "silver", "gold", "elite"] as const;
export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];

export const ACHIEVEMENT_TRIGGERS = ["workout_count", "streak", "total_minutes"] as const;
export type AchievementTrigger = (typeof ACHIEVEMENT_TRIGGERS)[number];

/** Level curve from the product decisions: a level every 250 XP, starting at 1. */
export const XP_PER_LEVEL = 250;
export const levelForXp = (xp: number) => 1 + Math.floor(xp / XP_PER_LEVEL);

export interface AchievementRule {
  id: string;
  triggerType: AchievementTrigger;
  triggerValue: number;
}

export interface TrainingTotals {
  workoutsCompleted: number;
  /** The run of consecutive days the latest workout is part of. */
  streak: number;
  totalMinutes: number;
}

/** The achievements whose trigger the totals meet and that were not earned before. */
export function newlyEarned<A extends AchievementRule>(
  totals: TrainingTotals,
  catalogue: readonly A[],
  earned: ReadonlySet<string>,
): A[] {
  const value: Record<AchievementTrigger, number> = {
    workout_count: totals.workoutsCompleted,
    streak: totals.streak,
    total_minutes: totals.totalMinutes,
  };
  return catalogue.filter(
    (achievement) => !earned.has(achievement.id) && value[achievement.triggerType] >= achievement.triggerValue,
  );
}
