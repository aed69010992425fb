import { TRPCError } from "@trpc/server";
import { and, type Database, eq, isNotNull, schema, sql } from "@wolfpack/db";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training/access";
import { programDayInput } from "@wolfpack/rules/training/inputs";
import { preparedQuery } from "../shared/prepared.ts";
import { protectedProcedure, router } from "../trpc.ts";

const memberId = sql.placeholder("memberId");

/** Program days the member trained (a session of that day's workout), and those marked by hand. */
const trainedAndMarkedDays = preparedQuery((db) =>
  db
    .selectDistinct({ day: schema.workouts.day, trained: sql<boolean>`true` })
    .from(schema.userWorkouts)
    .innerJoin(schema.workouts, eq(schema.workouts.id, schema.userWorkouts.workoutId))
    .where(and(eq(schema.userWorkouts.userId, memberId), isNotNull(schema.workouts.day)))
    .unionAll(
      db
        .select({ day: schema.programDayMarks.day, trained: sql<boolean>`false` })
        .from(schema.programDayMarks)
        .where(eq(schema.programDayMarks.userId, memberId)),
    )
    .prepare("program_days"),
);

/** The days done, and of those the ones a session completed: one round trip. */
async function programDays(db: Database, member: string) {
  const rows = await trainedAndMarkedDays(db).execute({ memberId: member });
  const ascending = (days: Iterable<number>) => [...days].sort((x, y) => x - y);
  const done = new Set<number>();
  const bySession = new Set<number>();
  for (const row of rows) {
    if (row.day === null) continue;
    done.add(row.day);
    if (row.trained) bySession.add(row.day);
  }
  // The days done, and of those the ones a session completed (a hand mark cannot undo those).
  return { completedDays: ascending(done), trainedDays: ascending(bySession) };
}

export const programRouter = router({
  /** The 100-day program days the member has done: trained, or marked done by hand. */
  days: protectedProcedure.query(({ ctx }) => programDays(ctx.db, ctx.member.id)),

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
    const before = await programDays(ctx.db, ctx.member.id);
    if (before.trainedDays.includes(input.day)) return before;
    const mark = and(eq(schema.programDayMarks.userId, ctx.member.id), eq(schema.programDayMarks.day, input.day));
    const removed = await ctx.db.delete(schema.programDayMarks).where(mark).returning();
    if (removed.length === 0) {
      await ctx.db
        .insert(schema.programDayMarks)
        .values({ userId: ctx.member.id, day: input.day })
        .onConflictDoNothing();
    }
    return programDays(ctx.db, ctx.member.id);
  }),
});
