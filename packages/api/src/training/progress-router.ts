import { and, type Database, desc, eq, gte, lte, type SQL, schema, sql } from "@wolfpack/db";
import { habitMonth } from "@wolfpack/rules/habits/calendar";
import type { HabitType } from "@wolfpack/rules/habits/habits";
import { addDays, localDateOf, startOfLocalDay } from "@wolfpack/rules/shared/calendar";
import { monthOf } from "@wolfpack/rules/shared/weeks";
import {
  CHART_EXERCISES,
  CHART_SESSIONS_PER_EXERCISE,
  CHART_SESSIONS_READ,
  chartWeeksStart,
  oneRepMaxHistory,
  weeklyMinutes,
} from "@wolfpack/rules/training/charts";
import { preparedQuery } from "../shared/prepared.ts";
import { protectedProcedure, router } from "../trpc.ts";

const sessions = schema.userWorkouts;
const logs = schema.habitLogs;

/**
 * Minutes a day from a local day on. A session's week is that of its local day (as the
 * streak counts it); the instant bound lets user_workouts_user_idx find the rows, two days
 * early so that a session whose day was named in another zone of the member's is not missed.
 */
function minutesByDay(db: Database) {
  return db
    .select({ date: sessions.localDate, minutes: sql<number>`sum(${sessions.duration})::int`.as("minutes") })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, sql.placeholder("memberId")),
        gte(sessions.completedAt, sql.placeholder("after")),
        gte(sessions.localDate, sql.placeholder("firstDay")),
      ),
    )
    .groupBy(sessions.localDate)
    .as("minutes_by_day");
}

/**
 * The session bests the one-rep-max chart draws (`sessionOneRepMaxes`, in the member's unit)
 * in the member's latest CHART_SESSIONS_READ sessions, of each exercise's latest
 * CHART_SESSIONS_PER_EXERCISE sessions, for the exercises whose latest session is among the
 * CHART_EXERCISES latest such sessions: at least the exercises the chart shows (the rules
 * break ties between exercises of one session). The sessions come along
 * user_workouts_user_idx and their bests by their key, so the read stays as small for a
 * member with years of sessions as for one in their first program, and a row per exercise
 * and session rather than every set (docs/performance.md).
 */
function oneRepMaxSessions(db: Database) {
  const bests = schema.sessionOneRepMaxes;
  const recent = db
    .select({ id: sessions.id, completedAt: sessions.completedAt, date: sessions.localDate })
    .from(sessions)
    .where(eq(sessions.userId, sql.placeholder("memberId")))
    .orderBy(desc(sessions.completedAt), desc(sessions.id))
    .limit(sql.placeholder("sessionsRead"))
    .as("recent");
  const latestFirst = sql`partition by ${bests.exerciseName} order by ${recent.completedAt} desc, ${recent.id} desc`;
  const exerciseSessions = db
    .select({
      exerciseName: bests.exerciseName,
      sessionId: sql<number>`${recent.id}`.as("session_id"),
      completedAt: sql<number>`extract(epoch from ${recent.completedAt}) * 1000`.as("completed_ms"),
      date: sql<string>`${recent.date}::text`.as("session_date"),
      oneRepMax:
        sql<number>`case when ${sql.placeholder("weightUnit")} = 'lb' then ${bests.lb} else ${bests.kg} end`.as(
          "one_rep_max",
        ),
      sessionRank: sql<number>`row_number() over (${latestFirst})`.as("session_rank"),
      latestAt: sql`first_value(${recent.completedAt}) over (${latestFirst})`.as("latest_at"),
      latestId: sql`first_value(${recent.id}) over (${latestFirst})`.as("latest_id"),
    })
    .from(recent)
    .innerJoin(bests, eq(bests.userWorkoutId, recent.id))
    .as("exercise_sessions");
  const ranked = db
    .select({
      exerciseName: exerciseSessions.exerciseName,
      sessionId: exerciseSessions.sessionId,
      completedAt: exerciseSessions.completedAt,
      date: exerciseSessions.date,
      oneRepMax: exerciseSessions.oneRepMax,
      sessionRank: exerciseSessions.sessionRank,
      exerciseRank:
        sql<number>`dense_rank() over (order by ${exerciseSessions.latestAt} desc, ${exerciseSessions.latestId} desc)`.as(
          "exercise_rank",
        ),
    })
    .from(exerciseSessions)
    .as("ranked");
  return db
    .select({
      exerciseName: ranked.exerciseName,
      sessionId: ranked.sessionId,
      completedAt: ranked.completedAt,
      date: ranked.date,
      oneRepMax: ranked.oneRepMax,
    })
    .from(ranked)
    .where(
      and(
        lte(ranked.sessionRank, sql.placeholder("sessionsPerExercise")),
        lte(ranked.exerciseRank, sql.placeholder("exercises")),
      ),
    )
    .as("lifted");
}

/** A member's habit logs from the 1st of the month to today, along habit_logs_user_habit_date_key. */
function habitLogsBetween(db: Database) {
  return db
    .select({ habitType: logs.habitType, date: logs.date, completed: logs.completed })
    .from(logs)
    .where(
      and(
        eq(logs.userId, sql.placeholder("memberId")),
        gte(logs.date, sql.placeholder("monthStart")),
        lte(logs.date, sql.placeholder("today")),
      ),
    )
    .as("month_logs");
}

/**
 * The three reads in one statement and one row, each as a JSON array of arrays: one round
 * trip, and the driver parses one value instead of a protocol row per set (which cost
 * more CPU per request than the queries).
 */
const chartRows = preparedQuery((db) => {
  const days = minutesByDay(db);
  const lifted = oneRepMaxSessions(db);
  const month = habitLogsBetween(db);
  const asJson = <T>(rows: SQL, from: SQL) =>
    sql<T[]>`(select coalesce(json_agg(json_build_array(${rows})), '[]'::json) from ${from})`;
  return db
    .select({
      days: asJson<[date: string, minutes: number]>(sql`${days.date}, ${days.minutes}`, sql`${days}`),
      lifted: asJson<[exerciseName: string, sessionId: number, completedAt: number, date: string, oneRepMax: number]>(
        sql`${lifted.exerciseName}, ${lifted.sessionId}, ${lifted.completedAt}, ${lifted.date}, ${lifted.oneRepMax}`,
        sql`${lifted}`,
      ),
      habitLogs: asJson<[habitType: HabitType, date: string, completed: boolean]>(
        sql`${month.habitType}, ${month.date}, ${month.completed}`,
        sql`${month}`,
      ),
    })
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder("memberId")))
    .prepare("progress_charts");
});

/** The progress screen's charts: what the member trained and logged, drawn over time. */
export const progressRouter = router({
  /**
   * Minutes a week over the last weeks (this one included), the best estimated one-rep max
   * of each session for each exercise lifted with weight (in the member's unit), and this
   * month of each habit, day by day: all on the member's calendar.
   */
  charts: protectedProcedure.query(async ({ ctx }) => {
    const { id: memberId, timezone, weightUnit } = ctx.member;
    const today = localDateOf(new Date(), timezone);
    const firstDay = chartWeeksStart(today);
    const after = startOfLocalDay(addDays(firstDay, -2), timezone).toISOString();
    const [rows] = await chartRows(ctx.db).execute({
      memberId,
      after,
      firstDay,
      sessionsRead: CHART_SESSIONS_READ,
      sessionsPerExercise: CHART_SESSIONS_PER_EXERCISE,
      exercises: CHART_EXERCISES,
      monthStart: `${monthOf(today)}-01`,
      today,
      weightUnit,
    });
    const { days = [], lifted = [], habitLogs = [] } = rows ?? {};
    return {
      today,
      weeklyMinutes: weeklyMinutes(
        days.map(([date, minutes]) => ({ date, minutes })),
        today,
      ),
      weightUnit,
      oneRepMax: oneRepMaxHistory(
        lifted.map(([exerciseName, sessionId, completedAt, date, oneRepMax]) => ({
          exerciseName,
          sessionId,
          completedAt: new Date(completedAt),
          date,
          oneRepMax,
        })),
      ),
      habits: habitMonth(
        habitLogs.map(([habitType, date, completed]) => ({ habitType, date, completed })),
        today,
        ctx.member.pauses,
      ),
    };
  }),
});
