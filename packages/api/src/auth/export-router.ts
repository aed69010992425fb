import { asc, eq, schema, sql } from "@wolfpack/db";
import { exportFilename, habitLogsCsv, sessionsCsv } from "@wolfpack/rules/auth/data-export";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { preparedQuery } from "../shared/prepared.ts";
import { protectedProcedure, router } from "../trpc.ts";

const sessions = schema.userWorkouts;
const sets = schema.workoutSets;
const logs = schema.habitLogs;

/**
 * Every session of a member with each of its sets, oldest first, the sets in the order
 * they were logged. Along user_workouts_user_idx, and the sets by their key's first column.
 */
const memberSets = preparedQuery((db) =>
  db
    .select({
      date: sessions.localDate,
      workoutTitle: schema.workouts.title,
      day: schema.workouts.day,
      duration: sessions.duration,
      exerciseName: sets.exerciseName,
      setNumber: sets.setNumber,
      reps: sets.reps,
      weightKg: sets.weightKg,
    })
    .from(sessions)
    .innerJoin(schema.workouts, eq(schema.workouts.id, sessions.workoutId))
    .leftJoin(sets, eq(sets.userWorkoutId, sessions.id))
    .where(eq(sessions.userId, sql.placeholder("memberId")))
    .orderBy(asc(sessions.completedAt), asc(sessions.id), asc(sets.id))
    .prepare("export_member_sets"),
);

/** Every habit log of a member, by day, a day's in the habits' order (the enum's). */
const memberHabitLogs = preparedQuery((db) =>
  db
    .select({ date: logs.date, habitType: logs.habitType, completed: logs.completed, notes: logs.notes })
    .from(logs)
    .where(eq(logs.userId, sql.placeholder("memberId")))
    .orderBy(asc(logs.date), asc(logs.habitType))
    .prepare("export_member_habit_logs"),
);

/** The signed-in member's own data as files, named for the member's today. Nobody else's, admins' included. */
export const exportRouter = router({
  /** One line per set of every session, weights in the member's unit. */
  sessions: protectedProcedure.query(async ({ ctx }) => {
    const rows = await memberSets(ctx.db).execute({ memberId: ctx.member.id });
    return {
      filename: exportFilename("sessions", localDateOf(new Date(), ctx.member.timezone)),
      csv: sessionsCsv(rows, ctx.member.weightUnit),
    };
  }),

  /** One line per habit log. */
  habitLogs: protectedProcedure.query(async ({ ctx }) => {
    const rows = await memberHabitLogs(ctx.db).execute({ memberId: ctx.member.id });
    return {
      filename: exportFilename("habit-logs", localDateOf(new Date(), ctx.member.timezone)),
      csv: habitLogsCsv(rows),
    };
  }),
});
