/**
 * Completing a workout. The rules decide what changes (`planCompletion`); this writes it
 * in one statement that lands only if the member's record is still the one the plan was
 * made from, so concurrent completions by one member never lose a count: every counter
 * stays equal to what the rows give.
 *
 * Usually nothing else happened since the request read the member with its session, and
 * a completion is two round trips: what they have earned, then the write. Otherwise (another
 * completion came first, or the request is to be refused and the refusal should rest on
 * the database as it is now) it is done again under the member's row lock.
 *
 * A completion queued on a phone (docs/rules.md, Offline sync) carries a key: a replay of
 * it answers the session that key already made, and changes nothing; two at once are
 * settled by the unique index on (member, key), the loser reading the winner's session.
 * It may also say when it happened, which is the moment it is credited to.
 */
import { TRPCError } from "@trpc/server";
import {
  and,
  type Database,
  eq,
  queryRows,
  schema,
  sql,
  type Transaction,
  violatedUniqueConstraint,
} from "@wolfpack/db";
import { effectiveTier } from "@wolfpack/rules/membership/membership";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { creditedMoment, occurredAtRefusal } from "@wolfpack/rules/shared/offline-sync";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training/access";
import { type CompletionPlan, planCompletion, type TrainingRecord } from "@wolfpack/rules/training/completion";
import { cooldownApplies, cooldownMessage, cooldownStatus } from "@wolfpack/rules/training/cooldown";
import { type completeWorkoutInput, sessionMisfit } from "@wolfpack/rules/training/inputs";
import { isPausedOn } from "@wolfpack/rules/training/pause";
import type { z } from "zod";
import { type PublicMember, toPublicMember } from "../shared/members.ts";
import { preparedQuery } from "../shared/prepared.ts";
import { achievementCatalogue } from "./achievement-catalogue.ts";
import { workoutCatalogue } from "./workout-catalogue.ts";

type Achievement = Awaited<ReturnType<typeof achievementCatalogue>>[number];
type Input = z.output<typeof completeWorkoutInput>;
type MemberRecord = TrainingRecord & Pick<PublicMember, "id" | "membershipTier" | "membershipExpiresAt" | "isAdmin">;

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
  member: PublicMember,
  input: Input,
  now = new Date(),
): Promise<CompletedSession> {
  const key = input.clientKey;
  if (key === undefined) return completeOnce(db, member, input, now);
  const replayed = await replayedCompletion(db, member.id, key, now, () => achievementCatalogue(db));
  if (replayed) return replayed;
  try {
    return await completeOnce(db, member, input, now);
  } catch (error) {
    // Another request with this key wrote first: its session is the answer.
    if (violatedUniqueConstraint(error) !== "user_workouts_client_key") throw error;
    const winner = await replayedCompletion(db, member.id, key, now, () => achievementCatalogue(db));
    if (!winner) throw error;
    return winner;
  }
}

async function completeOnce(db: Database, member: PublicMember, input: Input, now: Date): Promise<CompletedSession> {
  // Both are the same for everyone, and usually cached.
  const [workouts, achievements] = await Promise.all([workoutCatalogue(db), achievementCatalogue(db)]);
  const workout = workouts.byId.get(input.workoutId);
  // A completion credited to an earlier moment reads the stored run, not the one shown now.
  if (workout && input.occurredAt === undefined && !refusal(workout, input, member, now)) {
    const earned = await earnedAchievements(db).execute({ memberId: member.id });
    const plan = planCompletion(member, workout, input, achievements, new Set(earned.map((row) => row.id)), now);
    const sessionId = await writeCompletion(db, member, workout.id, input, plan);
    if (sessionId !== null) return completed(member, workout.id, input.duration, plan, sessionId, now);
  }

  return db.transaction(async (tx): Promise<CompletedSession> => {
    // The member (row locked until the end), the workout and what they have earned, in one round trip.
    const [found] = await tx
      .select({
        member: schema.users,
        workout: schema.workouts,
        earned: sql<string[]>`array(
          select ${schema.userAchievements.achievementId} from ${schema.userAchievements}
          where ${schema.userAchievements.userId} = ${schema.users.id}
        )`,
      })
      .from(schema.users)
      .leftJoin(schema.workouts, eq(schema.workouts.id, input.workoutId))
      .where(eq(schema.users.id, member.id))
      .for("update", { of: schema.users });
    if (!found) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
    // Under the lock, a completion with this key that came first is the answer.
    const replayed =
      input.clientKey && (await replayedCompletion(tx, member.id, input.clientKey, now, async () => achievements));
    if (replayed) return replayed;
    const { member: locked, workout: current } = found;
    if (!current) throw new TRPCError({ code: "NOT_FOUND", message: "Workout not found" });
    const refused = refusal(current, input, locked, now);
    if (refused) throw refused;
    const credited = creditedMoment(input.occurredAt, now);
    const plan = planCompletion(locked, current, input, achievements, new Set(found.earned), credited);
    const sessionId = await writeCompletion(tx, locked, current.id, input, plan);
    if (sessionId === null) throw new Error("the member's row changed under its lock");
    return completed(locked, current.id, input.duration, plan, sessionId, now);
  });
}

/**
 * Why this member may not complete this workout with this session, if they may not: at the
 * moment it is credited to (when it happened on the phone, within the bounds of
 * docs/rules.md, Offline sync), so the membership, the day and the cooldown are those of then.
 */
function refusal(
  workout: { isPremium: boolean; day: number | null; duration: number; exercises: string[] },
  session: Input,
  member: MemberRecord,
  now: Date,
): TRPCError | null {
  const at = creditedMoment(session.occurredAt, now);
  const viewer = { membershipTier: effectiveTier(member, at), isAdmin: member.isAdmin };
  if (isWorkoutLocked(workout, viewer)) return new TRPCError({ code: "FORBIDDEN", message: LOCKED_WORKOUT_MESSAGE });
  const misfit = sessionMisfit(workout, session);
  if (misfit) return new TRPCError({ code: "BAD_REQUEST", message: misfit });
  if (session.occurredAt !== undefined) {
    const occurred = new Date(session.occurredAt);
    const late = occurredAtRefusal("workout", occurred, now, member.lastWorkoutCompletedAt);
    if (late) return new TRPCError({ code: "BAD_REQUEST", message: late });
  }
  if (cooldownApplies(workout)) {
    const pausedToday = isPausedOn(member.pauses, localDateOf(at, member.timezone));
    const cooldown = cooldownStatus(member.cooldownEndsAt, at, pausedToday);
    if (!cooldown.canUnlock) return new TRPCError({ code: "CONFLICT", message: cooldownMessage(cooldown) });
  }
  return null;
}

/** The ids of what a member has earned. */
const earnedAchievements = preparedQuery((db) =>
  db
    .select({ id: schema.userAchievements.achievementId })
    .from(schema.userAchievements)
    .where(eq(schema.userAchievements.userId, sql.placeholder("memberId")))
    .prepare("earned_achievements"),
);

const name = (column: { name: string }) => sql.identifier(column.name);
const instant = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The session, its sets and their bests, the achievements it earns and the member's record,
 * in one statement. The member's row is updated only while it still counts the workouts the
 * plan was made from (any completion changes that count, and only completions change what
 * the plan reads), and everything else is written only with that update. Answers the
 * session's id, or null when the record had moved on and nothing was written.
 */
async function writeCompletion(
  db: Database | Transaction,
  member: { id: string; workoutsCompleted: number },
  workoutId: number,
  session: Pick<Input, "duration" | "clientKey">,
  plan: CompletionPlan<Achievement>,
): Promise<number | null> {
  const { duration } = session;
  const u = schema.users;
  const uw = schema.userWorkouts;
  const ws = schema.workoutSets;
  const ua = schema.userAchievements;
  const bests = schema.sessionOneRepMaxes;
  const { record } = plan;
  const completedAt = instant(record.lastWorkoutCompletedAt);
  const sets = plan.sets.map((set) => [set.exerciseName, set.setNumber, set.reps, set.weightKg]);
  const oneRepMaxes = plan.oneRepMaxes.map((best) => [best.exerciseName, best.kg, best.lb]);
  const awards = plan.awarded.map((achievement) => [achievement.id, achievement.triggerValue]);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with member as (
      update ${u} set
        ${name(u.workoutsCompleted)} = ${record.workoutsCompleted},
        ${name(u.totalMinutes)} = ${record.totalMinutes},
        ${name(u.currentStreak)} = ${record.currentStreak},
        ${name(u.lastWorkoutCompletedAt)} = ${completedAt}::timestamptz,
        ${name(u.totalXP)} = ${record.totalXP},
        ${name(u.level)} = ${record.level},
        ${name(u.cooldownEndsAt)} = ${instant(record.cooldownEndsAt)}::timestamptz
      where ${u.id} = ${member.id} and ${u.workoutsCompleted} = ${member.workoutsCompleted}
      returning ${u.id}
    ), session as (
      insert into ${uw} (${name(uw.userId)}, ${name(uw.workoutId)}, ${name(uw.completedAt)}, ${name(uw.localDate)},
        ${name(uw.duration)}, ${name(uw.caloriesBurned)}, ${name(uw.clientKey)})
      select member.id, ${workoutId}, ${completedAt}::timestamptz, ${plan.localDate}::date, ${duration},
        ${plan.caloriesBurned}, ${session.clientKey ?? null}::uuid
      from member
      returning ${name(uw.id)}
    ), logged_sets as (
      insert into ${ws} (${name(ws.userWorkoutId)}, ${name(ws.exerciseName)}, ${name(ws.setNumber)}, ${name(ws.reps)},
        ${name(ws.weightKg)})
      select session.id, s->>0, (s->>1)::integer, (s->>2)::integer, (s->>3)::numeric
      from session, jsonb_array_elements(${JSON.stringify(sets)}::jsonb) as s
    ), one_rep_maxes as (
      insert into ${bests} (${name(bests.userWorkoutId)}, ${name(bests.exerciseName)}, ${name(bests.kg)}, ${name(bests.lb)})
      select session.id, b->>0, (b->>1)::integer, (b->>2)::integer
      from session, jsonb_array_elements(${JSON.stringify(oneRepMaxes)}::jsonb) as b
    ), awards as (
      insert into ${ua} (${name(ua.userId)}, ${name(ua.achievementId)}, ${name(ua.unlockedAt)}, ${name(ua.progress)},
        ${name(ua.completed)})
      select member.id, a->>0, ${completedAt}::timestamptz, (a->>1)::integer, true
      from member, jsonb_array_elements(${JSON.stringify(awards)}::jsonb) as a
      on conflict do nothing
    )
    select id from session`,
  );
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/**
 * The answer a completion with this key got the first time, or null when no session has
 * the key: the session, the member as they are now (the replay moved nothing), and what
 * that session earned (its awards carry its moment, see `writeCompletion`), in the
 * catalogue's order as the first answer had them.
 */
async function replayedCompletion(
  db: Database | Transaction,
  memberId: string,
  key: string,
  now: Date,
  catalogue: () => Promise<readonly Achievement[]>,
): Promise<CompletedSession | null> {
  const uw = schema.userWorkouts;
  const [found] = await db
    .select({
      session: {
        id: uw.id,
        workoutId: uw.workoutId,
        completedAt: uw.completedAt,
        localDate: uw.localDate,
        duration: uw.duration,
        caloriesBurned: uw.caloriesBurned,
      },
      member: schema.users,
    })
    .from(uw)
    .innerJoin(schema.users, eq(schema.users.id, uw.userId))
    .where(and(eq(uw.userId, memberId), eq(uw.clientKey, key)));
  if (!found) return null;
  const ua = schema.userAchievements;
  const awarded = await db
    .select({ id: ua.achievementId })
    .from(ua)
    .where(and(eq(ua.userId, memberId), eq(ua.unlockedAt, found.session.completedAt)));
  const ids = new Set(awarded.map((row) => row.id));
  const newAchievements = (await catalogue())
    .filter((achievement) => ids.has(achievement.id))
    .map(({ id, name, tier, xpValue, icon }) => ({ id, name, tier, xpValue, icon }));
  return { session: found.session, member: toPublicMember(found.member, now), newAchievements };
}

function completed(
  member: PublicMember | schema.User,
  workoutId: number,
  duration: number,
  plan: CompletionPlan<Achievement>,
  sessionId: number,
  now: Date,
): CompletedSession {
  return {
    session: {
      id: sessionId,
      workoutId,
      completedAt: plan.record.lastWorkoutCompletedAt,
      localDate: plan.localDate,
      duration,
      caloriesBurned: plan.caloriesBurned,
    },
    member: toPublicMember({ ...member, ...plan.record }, now),
    newAchievements: plan.awarded.map((a) => ({
      id: a.id,
      name: a.name,
      tier: a.tier,
      xpValue: a.xpValue,
      icon: a.icon,
    })),
  };
}
