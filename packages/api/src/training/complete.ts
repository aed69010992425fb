/**
 * Completing a workout: one transaction under the member's row lock, so that concurrent
 * completions by one member queue up and every counter stays equal to what the rows give.
 */
import { TRPCError } from "@trpc/server";
import { type Database, eq, schema, sql } from "@wolfpack/db";
import { localDateOf } from "@wolfpack/rules/calendar";
import { effectiveTier } from "@wolfpack/rules/membership";
import { levelForXp, newlyEarned, runAfter } from "@wolfpack/rules/progress";
import {
  caloriesBurned,
  cooldownEndsAt,
  cooldownMessage,
  cooldownStatus,
  isWorkoutLocked,
  kgFrom,
  LOCKED_WORKOUT_MESSAGE,
} from "@wolfpack/rules/training";
import type { completeWorkoutInput } from "@wolfpack/rules/training-inputs";
import type { z } from "zod";
import { type PublicMember, toPublicMember } from "../members.ts";
import { achievementCatalogue } from "./achievement-catalogue.ts";

export interface CompletedSession {
  session: {
    id: number;
    workoutId: number;
    completedAt: Date;
    localDate: string;
    duration: number;
    caloriesBurned: number;
  };
  member: PublicMember;
  newAchievements: { id: string; name: string; tier: string; xpValue: number; icon: string | null }[];
}

export async function completeWorkout(
  db: Database,
  memberId: string,
  input: z.output<typeof completeWorkoutInput>,
  now = new Date(),
): Promise<CompletedSession> {
  // Read before the transaction: it is the same for everyone, and usually cached.
  const achievements = await achievementCatalogue(db);
  const rules = achievements.flatMap((a) =>
    a.triggerType && a.triggerValue !== null
      ? [{ ...a, triggerType: a.triggerType, triggerValue: a.triggerValue }]
      : [],
  );
  const xpOf = new Map(achievements.map((a) => [a.id, a.xpValue]));

  return db.transaction(async (tx) => {
    // The member (row locked until the end), the workout, the member's last training day
    // and what they have earned, in one round trip.
    const [found] = await tx
      .select({
        member: schema.users,
        workout: schema.workouts,
        lastDay: sql<string | null>`(
          select max(${schema.userWorkouts.localDate})::text from ${schema.userWorkouts}
          where ${schema.userWorkouts.userId} = ${schema.users.id}
        )`,
        earned: sql<string[]>`array(
          select ${schema.userAchievements.achievementId} from ${schema.userAchievements}
          where ${schema.userAchievements.userId} = ${schema.users.id}
        )`,
      })
      .from(schema.users)
      .leftJoin(schema.workouts, eq(schema.workouts.id, input.workoutId))
      .where(eq(schema.users.id, memberId))
      .for("update", { of: schema.users });
    if (!found) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
    const { member, workout } = found;
    if (!workout) throw new TRPCError({ code: "NOT_FOUND", message: "Workout not found" });

    const viewer = { membershipTier: effectiveTier(member, now), isAdmin: member.isAdmin };
    if (isWorkoutLocked(workout, viewer)) throw new TRPCError({ code: "FORBIDDEN", message: LOCKED_WORKOUT_MESSAGE });
    if (workout.day !== null) {
      const cooldown = cooldownStatus(member.cooldownEndsAt, now);
      if (!cooldown.canUnlock) throw new TRPCError({ code: "CONFLICT", message: cooldownMessage(cooldown) });
    }

    const today = localDateOf(now, member.timezone);
    const streak = runAfter(found.lastDay, member.currentStreak, today);

    const [session] = await tx
      .insert(schema.userWorkouts)
      .values({
        userId: member.id,
        workoutId: workout.id,
        completedAt: now,
        localDate: today,
        duration: input.duration,
        caloriesBurned: caloriesBurned(workout.category, input.duration),
      })
      .returning();
    if (!session) throw new Error("the session row was not written");

    if (input.sets.length > 0) {
      await tx.insert(schema.workoutSets).values(
        input.sets.map((set) => ({
          userWorkoutId: session.id,
          exerciseName: set.exerciseName,
          setNumber: set.setNumber,
          reps: set.reps ?? null,
          weightKg: set.weight == null ? null : kgFrom(set.weight, member.weightUnit),
        })),
      );
    }

    const totals = {
      workoutsCompleted: member.workoutsCompleted + 1,
      totalMinutes: member.totalMinutes + input.duration,
      streak,
    };
    const earned = new Set(found.earned);
    const awarded = newlyEarned(totals, rules, earned);
    if (awarded.length > 0) {
      await tx
        .insert(schema.userAchievements)
        .values(
          awarded.map((a) => ({
            userId: member.id,
            achievementId: a.id,
            unlockedAt: now,
            progress: a.triggerValue,
            completed: true,
          })),
        )
        .onConflictDoNothing();
    }
    // Total XP is the sum over everything earned, before and now.
    let totalXP = 0;
    for (const id of earned) totalXP += xpOf.get(id) ?? 0;
    for (const a of awarded) totalXP += a.xpValue;

    const [updated] = await tx
      .update(schema.users)
      .set({
        workoutsCompleted: totals.workoutsCompleted,
        totalMinutes: totals.totalMinutes,
        currentStreak: streak,
        lastWorkoutCompletedAt: now,
        totalXP,
        level: levelForXp(totalXP),
        ...(workout.day !== null ? { cooldownEndsAt: cooldownEndsAt(now, member.timezone) } : {}),
      })
      .where(eq(schema.users.id, member.id))
      .returning();
    if (!updated) throw new Error("the member row was not updated");

    return {
      session: {
        id: session.id,
        workoutId: session.workoutId,
        completedAt: session.completedAt,
        localDate: today,
        duration: session.duration,
        caloriesBurned: session.caloriesBurned,
      },
      member: toPublicMember(updated, now),
      newAchievements: awarded.map((a) => ({ id: a.id, name: a.name, tier: a.tier, xpValue: a.xpValue, icon: a.icon })),
    };
  });
}
