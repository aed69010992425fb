/**
 * Streaks, levels and achievements: the rules the server applies when a workout is
 * completed, and the demo seed applies to the history it writes, so both agree.
 */
import { addDays } from "./calendar.ts";
import type { AchievementTrigger } from "./enums.ts";

/** Level curve from the product decisions: a level every 250 XP, starting at 1. */
export const XP_PER_LEVEL = 250;
export const levelForXp = (xp: number) => 1 + Math.floor(xp / XP_PER_LEVEL);

/**
 * Workout streak: consecutive local days with a completed workout, ending today or
 * yesterday; 0 otherwise.
 */
export function streakAsOf(localDates: Iterable<string>, today: string): number {
  const days = new Set(localDates);
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak++;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

/** The run of consecutive days a new workout day makes, given the day and run before it. */
export function runAfter(previousDay: string | null, run: number, day: string): number {
  if (previousDay === day) return run;
  return previousDay !== null && addDays(previousDay, 1) === day ? run + 1 : 1;
}

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
