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

    const totals = {
      workoutsCompleted: member.workoutsCompleted + 1,
      totalMinutes: member.totalMinutes + input.duration,
      streak,
    };
    const earned = new Set(found.earned);
    const awarded = newlyEarned(totals, rules, earned);
    // Total XP is the sum over everything earned, before and now.
    let totalXP = 0;
    for (const id of earned) totalXP += xpOf.get(id) ?? 0;
    for (const a of awarded) totalXP += a.xpValue;

    const calories = caloriesBurned(workout.category, input.duration);
    const changes = {
      workoutsCompleted: totals.workoutsCompleted,
      totalMinutes: totals.totalMinutes,
      currentStreak: streak,
      lastWorkoutCompletedAt: now,
      totalXP,
      level: levelForXp(totalXP),
      cooldownEndsAt: workout.day !== null ? cooldownEndsAt(now, member.timezone) : member.cooldownEndsAt,
    };
    const sets = input.sets.map((set) => ({
      exercise_name: set.exerciseName,
      set_number: set.setNumber,
      reps: set.reps ?? null,
      weight_kg: set.weight == null ? null : kgFrom(set.weight, member.weightUnit),
    }));
    const awards = awarded.map((a) => ({ id: a.id, progress: a.triggerValue }));
    const at = now.toISOString();

    // Every write in one statement: the session, its sets, the achievements it earns and
    // the member's counters (a round trip and a query build each would cost more than the
    // writes themselves).
    const result = await tx.execute<{ id: number }>(sql`
      with session as (
        insert into user_workouts (user_id, workout_id, completed_at, local_date, duration, calories_burned)
        values (${member.id}, ${workout.id}, ${at}::timestamptz, ${today}::date, ${input.duration}, ${calories})
        returning id
      ), logged_sets as (
        insert into workout_sets (user_workout_id, exercise_name, set_number, reps, weight_kg)
        select session.id, s.exercise_name, s.set_number, s.reps, s.weight_kg
        from session, jsonb_to_recordset(${JSON.stringify(sets)}::jsonb)
          as s(exercise_name text, set_number integer, reps integer, weight_kg numeric)
      ), awards as (
        insert into user_achievements (user_id, achievement_id, unlocked_at, progress, completed)
        select ${member.id}, a.id, ${at}::timestamptz, a.progress, true
        from jsonb_to_recordset(${JSON.stringify(awards)}::jsonb) as a(id text, progress integer)
        on conflict do nothing
      ), counters as (
        update users set
          workouts_completed = ${changes.workoutsCompleted},
          total_minutes = ${changes.totalMinutes},
          current_streak = ${changes.currentStreak},
          last_workout_completed_at = ${at}::timestamptz,
          total_xp = ${changes.totalXP},
          level = ${changes.level},
          cooldown_ends_at = ${changes.cooldownEndsAt?.toISOString() ?? null}::timestamptz
        where id = ${member.id}
      )
      select id from session
    `);
    // postgres-js answers with the rows, PGlite with an object that holds them.
    const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { id: number }[] }).rows) as {
      id: number;
    }[];
    const sessionId = rows[0]?.id;
    if (sessionId === undefined) throw new Error("the session row was not written");
    const session = {
      id: Number(sessionId),
      workoutId: workout.id,
      completedAt: now,
      duration: input.duration,
      caloriesBurned: calories,
    };
    const updated = { ...member, ...changes };

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
