import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, schema } from "@wolfpack/db";
import { isWorkoutLocked, LOCKED_WORKOUT_MESSAGE } from "@wolfpack/rules/training";
import { completeWorkoutInput, historyInput, workoutInput } from "@wolfpack/rules/training-inputs";
import { memberInScope } from "../members.ts";
import { completeWorkout } from "../training/complete.ts";
import { workoutCatalogue } from "../training/workout-catalogue.ts";
import { protectedProcedure, router } from "../trpc.ts";

const w = schema.workouts;

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

  /** Completed sessions, newest first. */
  history: protectedProcedure.input(historyInput).query(async ({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    return ctx.db
      .select({
        id: schema.userWorkouts.id,
        workoutId: schema.userWorkouts.workoutId,
        workoutTitle: w.title,
        category: w.category,
        day: w.day,
        completedAt: schema.userWorkouts.completedAt,
        duration: schema.userWorkouts.duration,
        caloriesBurned: schema.userWorkouts.caloriesBurned,
      })
      .from(schema.userWorkouts)
      .innerJoin(w, eq(w.id, schema.userWorkouts.workoutId))
      .where(eq(schema.userWorkouts.userId, memberId))
      .orderBy(desc(schema.userWorkouts.completedAt), desc(schema.userWorkouts.id))
      .limit(input.limit);
  }),
});
