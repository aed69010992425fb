/**
 * What completing a workout changes, worked out from the member as they stand and what
 * they have earned: the session's day and calories, the sets in kilograms and their best
 * one-rep maxes, the streak, the counters, the achievements the completion earns, XP, level
 * and the cooldown. The server writes exactly this; it decides nothing of its own.
 */
import { localDateOf } from "../shared/calendar.ts";
import { type AchievementTrigger, levelForXp, newlyEarned } from "./achievements.ts";
import { type SessionOneRepMax, sessionOneRepMaxes } from "./charts.ts";
import { cooldownApplies, cooldownEndsAt } from "./cooldown.ts";
import type { PausedDays } from "./pause.ts";
import { runAfter } from "./streak.ts";
import { kgFrom, type WeightUnit } from "./weights.ts";

/** Rough energy use by kind of session, in kcal per minute, for a member of average build. */
export const KCAL_PER_MINUTE: Readonly<Record<string, number>> = {
  Strength: 7,
  Cardio: 10,
  Mobility: 4,
  Functional: 9,
};
const DEFAULT_KCAL_PER_MINUTE = 8;

export function caloriesBurned(category: string, minutes: number): number {
  return Math.round(minutes * (KCAL_PER_MINUTE[category] ?? DEFAULT_KCAL_PER_MINUTE));
}

/** The member's training record before the completion. */
export interface TrainingRecord {
  workoutsCompleted: number;
  totalMinutes: number;
  /** The run of consecutive training days the last workout was part of. */
  currentStreak: number;
  lastWorkoutCompletedAt: Date | null;
  cooldownEndsAt: Date | null;
  timezone: string;
  weightUnit: WeightUnit;
  /** The member's program pauses (training/pause.ts): paused days neither break nor grow the streak. */
  pauses: PausedDays;
}

export interface FinishedSession {
  duration: number;
  sets: ReadonlyArray<{ exerciseName: string; setNumber: number; reps?: number | null; weight?: number | null }>;
}

/** An achievement of the catalogue; one without a trigger is never earned by training. */
export interface EarnableAchievement {
  id: string;
  xpValue: number;
  triggerType: AchievementTrigger | null;
  triggerValue: number | null;
}

export interface CompletionPlan<A extends EarnableAchievement> {
  /** The member's calendar day of the session. */
  localDate: string;
  caloriesBurned: number;
  sets: { exerciseName: string; setNumber: number; reps: number | null; weightKg: number | null }[];
  /** Each exercise's best estimated one-rep max in those sets, for the progress chart. */
  oneRepMaxes: SessionOneRepMax[];
  /** Earned by this completion, not before. */
  awarded: A[];
  /** The member's record after it. */
  record: {
    workoutsCompleted: number;
    totalMinutes: number;
    currentStreak: number;
    lastWorkoutCompletedAt: Date;
    totalXP: number;
    level: number;
    cooldownEndsAt: Date | null;
  };
}

/**
 * The last training day is read on the member's calendar as it is now, as the streak is
 * everywhere it is shown (`effectiveStreak`), so both always agree.
 */
export function planCompletion<A extends EarnableAchievement>(
  member: TrainingRecord,
  workout: { category: string; day: number | null },
  session: FinishedSession,
  catalogue: readonly A[],
  earned: ReadonlySet<string>,
  now: Date,
): CompletionPlan<A> {
  const today = localDateOf(now, member.timezone);
  const lastDay = member.lastWorkoutCompletedAt ? localDateOf(member.lastWorkoutCompletedAt, member.timezone) : null;
  const totals = {
    workoutsCompleted: member.workoutsCompleted + 1,
    totalMinutes: member.totalMinutes + session.duration,
    streak: runAfter(lastDay, member.currentStreak, today, member.pauses),
  };
  const triggered = catalogue.flatMap((a) =>
    a.triggerType !== null && a.triggerValue !== null
      ? [{ achievement: a, id: a.id, triggerType: a.triggerType, triggerValue: a.triggerValue }]
      : [],
  );
  const awarded = newlyEarned(totals, triggered, earned).map((rule) => rule.achievement);
  // Total XP is the sum over everything earned, before and now.
  let totalXP = 0;
  for (const achievement of catalogue) {
    if (earned.has(achievement.id) || awarded.includes(achievement)) totalXP += achievement.xpValue;
  }
  const sets = session.sets.map((set) => ({
    exerciseName: set.exerciseName,
    setNumber: set.setNumber,
    reps: set.reps ?? null,
    weightKg: set.weight == null ? null : kgFrom(set.weight, member.weightUnit),
  }));
  return {
    localDate: today,
    caloriesBurned: caloriesBurned(workout.category, session.duration),
    sets,
    oneRepMaxes: sessionOneRepMaxes(sets),
    awarded,
    record: {
      workoutsCompleted: totals.workoutsCompleted,
      totalMinutes: totals.totalMinutes,
      currentStreak: totals.streak,
      lastWorkoutCompletedAt: now,
      totalXP,
      level: levelForXp(totalXP),
      // A workout the cooldown does not concern leaves it as it is.
      cooldownEndsAt: cooldownApplies(workout) ? cooldownEndsAt(now, member.timezone) : member.cooldownEndsAt,
    },
  };
}
