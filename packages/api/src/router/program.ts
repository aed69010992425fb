import { TRPCError } from "@trpc/server";
import { and, type Database, eq, isNotNull, schema } from "@wolfpack/db";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training";
import { programDayInput } from "@wolfpack/rules/training-inputs";
import { protectedProcedure, router } from "../trpc.ts";

/** Program days the member trained (a completed session of that day's workout). */
async function trainedDays(db: Database, memberId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ day: schema.workouts.day })
    .from(schema.userWorkouts)
    .innerJoin(schema.workouts, eq(schema.workouts.id, schema.userWorkouts.workoutId))
    .where(and(eq(schema.userWorkouts.userId, memberId), isNotNull(schema.workouts.day)));
  return new Set(rows.flatMap((row) => (row.day === null ? [] : [row.day])));
}

async function markedDays(db: Database, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ day: schema.programDayMarks.day })
    .from(schema.programDayMarks)
    .where(eq(schema.programDayMarks.userId, memberId));
  return rows.map((row) => row.day);
}

const ascending = (days: Iterable<number>) => [...days].sort((x, y) => x - y);

/** The days done, and of those the ones a session completed (a hand mark cannot undo those). */
async function completedDays(db: Database, memberId: string) {
  const [trained, marked] = await Promise.all([trainedDays(db, memberId), markedDays(db, memberId)]);
  return { completedDays: ascending(new Set([...trained, ...marked])), trainedDays: ascending(trained) };
}

export const programRouter = router({
  /** The 100-day program days the member has done: trained, or marked done by hand. */
  days: protectedProcedure.query(({ ctx }) => completedDays(ctx.db, ctx.member.id)),

  /**
   * Marks a day done by hand, or takes the mark back. A day the member trained stays
   * done: a session cannot be unmarked.
   */
  toggleDay: protectedProcedure.input(programDayInput).mutation(async ({ ctx, input }) => {
    const [workout] = await ctx.db
      .select({ isPremium: schema.workouts.isPremium, day: schema.workouts.day })
      .from(schema.workouts)
      .where(eq(schema.workouts.day, input.day));
    if (workout && isWorkoutLocked(workout, ctx.member)) {
      throw new TRPCError({ code: "FORBIDDEN", message: LOCKED_WORKOUT_MESSAGE });
    }
    // A trained day stays done: there is no hand mark to give or take.
    if ((await trainedDays(ctx.db, ctx.member.id)).has(input.day)) return completedDays(ctx.db, ctx.member.id);
    const mark = and(eq(schema.programDayMarks.userId, ctx.member.id), eq(schema.programDayMarks.day, input.day));
    const removed = await ctx.db.delete(schema.programDayMarks).where(mark).returning();
    if (removed.length === 0) {
      await ctx.db
        .insert(schema.programDayMarks)
        .values({ userId: ctx.member.id, day: input.day })
        .onConflictDoNothing();
    }
    return completedDays(ctx.db, ctx.member.id);
  }),
});
