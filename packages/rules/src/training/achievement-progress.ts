/**
 * The achievements screen's figures: tiers, how far each tier is earned, how close a
 * locked achievement is to its trigger, and the member's totals.
 */

import { wholeCount } from "../shared/counts.ts";
import { ACHIEVEMENT_TIERS, type AchievementTier, type AchievementTrigger } from "./achievements.ts";

/** An achievement as the screen knows it (achievement.list). */
export interface AchievementLike {
  id: string;
  tier?: string | null;
  xpValue: number;
  triggerType?: string | null;
  triggerValue?: number | null;
}

/** An achievement's tier: a missing (or unknown) tier counts as bronze. */
export function achievementTier(achievement: { tier?: string | null }): AchievementTier {
  const tier = achievement.tier;
  return (ACHIEVEMENT_TIERS as readonly string[]).includes(tier ?? "") ? (tier as AchievementTier) : "bronze";
}

/** A member's entry for an achievement (achievement.earned). */
export interface AchievementEntry {
  achievementId: string;
  completed?: boolean | null;
  unlockedAt?: Date | string | null;
}

/** Whether an entry is earned: completed, or with an unlock time; one that only records progress is not. */
function isEarned(entry: AchievementEntry): boolean {
  return entry.completed === true || entry.unlockedAt != null;
}

/**
 * The ids of the achievements a member has earned, from achievement.earned. Their number
 * of the catalogue (`achievementTotals(…).earned`) is the achievements count every screen
 * shows (decisions.md, "Progress numbers").
 */
export function earnedAchievementIds(entries: readonly AchievementEntry[]): Set<string> {
  return new Set(entries.filter(isEarned).map((entry) => entry.achievementId));
}

/** How many of the latest earned achievements 'Recent Achievements' (/progress) lists. */
export const RECENT_ACHIEVEMENTS = 3;

/**
 * The member's latest earned achievements of the catalogue, newest first, at most
 * `count`: never one not earned. Those one workout earned together list the catalogue's
 * later one (the harder feat) first; one earned without an unlock time goes last.
 */
export function recentlyEarned<A extends AchievementLike>(
  catalogue: readonly A[],
  entries: readonly AchievementEntry[],
  count: number = RECENT_ACHIEVEMENTS,
): (A & { unlockedAt: Date | null })[] {
  const unlocked = new Map<string, Date | null>();
  for (const entry of entries.filter(isEarned)) {
    unlocked.set(entry.achievementId, entry.unlockedAt == null ? null : new Date(entry.unlockedAt));
  }
  const time = (at: Date | null) => at?.getTime() ?? Number.NEGATIVE_INFINITY;
  return catalogue
    .flatMap((achievement, order) => {
      const at = unlocked.get(achievement.id);
      return at === undefined ? [] : [{ achievement: { ...achievement, unlockedAt: at }, order }];
    })
    .sort((a, b) => time(b.achievement.unlockedAt) - time(a.achievement.unlockedAt) || b.order - a.order)
    .slice(0, Math.max(0, count))
    .map(({ achievement }) => achievement);
}

/** A share as a whole percent, 0 when there is nothing to share. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.round((Math.min(part, whole) / whole) * 100);
}

export interface TierSummary {
  tier: AchievementTier;
  earned: number;
  total: number;
  /** Earned out of total, a whole percent (0 for an empty tier). */
  percent: number;
}

/** One summary per tier, in the order bronze, silver, gold, elite. */
export function tierSummaries(catalogue: readonly AchievementLike[], earned: ReadonlySet<string>): TierSummary[] {
  return ACHIEVEMENT_TIERS.map((tier) => {
    const inTier = catalogue.filter((achievement) => achievementTier(achievement) === tier);
    const earnedCount = inTier.filter((achievement) => earned.has(achievement.id)).length;
    return { tier, earned: earnedCount, total: inTier.length, percent: percentOf(earnedCount, inTier.length) };
  });
}

/** The member's stats a trigger is measured against (auth.me). */
export interface MemberStats {
  workoutsCompleted: number;
  currentStreak: number;
  totalMinutes: number;
}

/** Which stat each trigger measures. */
export const TRIGGER_STAT: Record<AchievementTrigger, keyof MemberStats> = {
  workout_count: "workoutsCompleted",
  streak: "currentStreak",
  total_minutes: "totalMinutes",
};

export interface TriggerProgress {
  /** The member's value, capped at the target. */
  current: number;
  target: number;
  /** 'current/target'. */
  counter: string;
  /** current out of target, a whole percent. */
  percent: number;
}

/**
 * How far a member is toward an achievement's trigger, or null when it has none (no
 * trigger type, an unknown one, or no positive value).
 */
export function triggerProgress(achievement: AchievementLike, stats: MemberStats): TriggerProgress | null {
  const { triggerType, triggerValue } = achievement;
  if (!triggerType || !(triggerType in TRIGGER_STAT)) return null;
  if (triggerValue == null || !(triggerValue > 0)) return null;
  const value = stats[TRIGGER_STAT[triggerType as AchievementTrigger]];
  const current = Math.min(wholeCount(value), triggerValue);
  return {
    current,
    target: triggerValue,
    counter: `${current}/${triggerValue}`,
    percent: percentOf(current, triggerValue),
  };
}

/** The level shown when the member has none. */
export const DEFAULT_LEVEL = 1;

export interface AchievementTotals {
  /** Achievements of the catalogue the member has earned. */
  earned: number;
  /** Sum of the earned achievements' xpValue. */
  totalXp: number;
  /** The member's level (auth.me), 1 when missing. */
  level: number;
}

/** The summary at the top of the achievements screen. */
export function achievementTotals(
  catalogue: readonly AchievementLike[],
  earned: ReadonlySet<string>,
  memberLevel?: number | null,
): AchievementTotals {
  const won = catalogue.filter((achievement) => earned.has(achievement.id));
  return {
    earned: won.length,
    totalXp: won.reduce((sum, achievement) => sum + Math.max(achievement.xpValue, 0), 0),
    level: memberLevel != null && memberLevel >= 1 ? Math.floor(memberLevel) : DEFAULT_LEVEL,
  };
}
