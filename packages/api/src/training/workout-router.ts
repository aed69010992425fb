import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, schema, sql } from "@wolfpack/db";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training/access";
import {
  completeWorkoutInput,
  completeWorkoutWireInput,
  historyInput,
  workoutInput,
} from "@wolfpack/rules/training/inputs";
import type { z } from "zod";
import { memberRows } from "../auth/member-rows.ts";
import { memberInScope } from "../shared/members.ts";
import { preparedQuery } from "../shared/prepared.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";
import { completeWorkout } from "./complete.ts";
import { workoutCatalogue } from "./workout-catalogue.ts";

const w = schema.workouts;
const uw = schema.userWorkouts;

/** What a member's session shows in their history. */
const sessionColumns = {
  id: uw.id,
  workoutId: uw.workoutId,
  workoutTitle: w.title,
  category: w.category,
  day: w.day,
  completedAt: uw.completedAt,
  duration: uw.duration,
  caloriesBurned: uw.caloriesBurned,
};

/**
 * A member's latest `limit` sessions, newest first: any member's (`ofMember`), or the
 * signed-in member's with their session in one round trip (`own`, auth/member-rows.ts).
 */
const latestSessions = memberRows(
  "member_sessions",
  (db, member, alias) =>
    db
      .select(sessionColumns)
      .from(uw)
      .innerJoin(w, eq(w.id, uw.workoutId))
      .where(eq(uw.userId, member))
      .orderBy(desc(uw.completedAt), desc(uw.id))
      .limit(sql.placeholder("limit"))
      .as(alias),
  (sessions) => [desc(sessions.completedAt), desc(sessions.id)],
  { kept: "own" },
);

/** A page of a member's sessions after the session `cursor`, newest first. */
const sessionsAfter = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(uw)
    .innerJoin(w, eq(w.id, uw.workoutId))
    .where(
      and(
        eq(uw.userId, sql.placeholder("memberId")),
        // Read back from the row itself, so the order's timestamp keeps its full precision.
        sql`(${uw.completedAt}, ${uw.id}) < (select c.completed_at, c.id from ${uw} c where c.id = ${sql.placeholder("cursor")} and c.user_id = ${sql.placeholder("memberId")})`,
      ),
    )
    .orderBy(desc(uw.completedAt), desc(uw.id))
    .limit(sql.placeholder("limit"))
    .prepare("member_sessions_after"),
);

/**
 * A completion sent over REST (the workout's id from the path, counts perhaps as digits),
 * as the typed procedure takes it: with numbers. The REST adapter calls this; nothing else should.
 */
export function completionFromWire(
  workoutId: string | undefined,
  body: unknown,
): z.output<typeof completeWorkoutInput> {
  const fields = typeof body === "object" && body !== null ? body : {};
  const parsed = completeWorkoutWireInput.safeParse({ ...fields, workoutId });
  if (!parsed.success) {
    throw new TRPCError({ code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? "Invalid completion." });
  }
  return parsed.data;
}

export const workoutRouter = router({
  /** The catalogue in program order, each marked locked or not for the viewer. */
  list: protectedProcedure.query(async ({ ctx }) => (await workoutCatalogue(ctx.db)).listFor(ctx.member)),

  /** One workout, with what the member logged per set the last time they did it. */
  byId: protectedProcedure.input(workoutInput).query(async ({ ctx, input }) => {
    const [workout] = await ctx.db.select().from(w).where(eq(w.id, input.id));
    if (!workout) throw new TRPCError({ code: "NOT_FOUND", message: "Workout not found" });
    if (isWorkoutLocked(workout, ctx.member)) {
      throw new TRPCError({ code: "FORBIDDEN", message: LOCKED_WORKOUT_MESSAGE });
    }
    const [last] = await ctx.db
      .select({ id: schema.userWorkouts.id, completedAt: schema.userWorkouts.completedAt })
      .from(schema.userWorkouts)
      .where(and(eq(schema.userWorkouts.userId, ctx.member.id), eq(schema.userWorkouts.workoutId, workout.id)))
      .orderBy(desc(schema.userWorkouts.completedAt))
      .limit(1);
    const sets = last
      ? await ctx.db
          .select({
            exerciseName: schema.workoutSets.exerciseName,
            setNumber: schema.workoutSets.setNumber,
            reps: schema.workoutSets.reps,
            weightKg: schema.workoutSets.weightKg,
          })
          .from(schema.workoutSets)
          .where(eq(schema.workoutSets.userWorkoutId, last.id))
          .orderBy(asc(schema.workoutSets.exerciseName), asc(schema.workoutSets.setNumber))
      : [];
    const { createdAt: _createdAt, ...details } = workout;
    return {
      ...details,
      locked: false,
      lastSession: last ? { completedAt: last.completedAt, sets } : null,
    };
  }),

  /** Records a finished session: counters, streak, cooldown and achievements in one go. */
  complete: protectedProcedure
    .input(completeWorkoutInput)
    .mutation(({ ctx, input }) => completeWorkout(ctx.db, ctx.member, input)),

  /** Completed sessions, newest first, a page at a time: after the session `cursor` when given. */
  history: publicProcedure
    .input(historyInput)
    .use(
      signedInWithOwn({ sessions: latestSessions.own }, (input: z.output<typeof historyInput>) =>
        whenOwn(input) && !input.cursor ? { limit: input.limit } : undefined,
      ),
    )
    .query(({ ctx, input }) => {
      if (ctx.own.sessions) return ctx.own.sessions;
      const memberId = memberInScope(ctx.member, input.memberId);
      return input.cursor
        ? sessionsAfter(ctx.db).execute({ memberId, cursor: input.cursor, limit: input.limit })
        : latestSessions.ofMember(ctx.db).execute({ memberId, limit: input.limit });
    }),
});
