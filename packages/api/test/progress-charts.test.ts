import { TRPCError } from "@trpc/server";
import { asc, eq, schema, sql } from "@wolfpack/db";
import { estimateOneRepMax } from "@wolfpack/rules/coaching/calculators";
import { addDays } from "@wolfpack/rules/shared/calendar";
import { CHART_SESSIONS_READ, countsTowardOneRepMax, sessionOneRepMaxes } from "@wolfpack/rules/training/charts";
import { type WeightUnit, weightIn } from "@wolfpack/rules/training/weights";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
/** A workout outside the program (no cooldown): 60 listed minutes. */
let gymWorkoutId: number;
const GYM_EXERCISES = ["Back Squat", "Bench Press", "Plank"];

beforeAll(async () => {
  t = await openTestApi();
  const [gym] = await t.db
    .insert(schema.workouts)
    .values({
      title: "Barbell Basics",
      category: "Strength",
      duration: 60,
      difficulty: "Beginner",
      exercises: GYM_EXERCISES,
    })
    .returning();
  gymWorkoutId = gym?.id ?? 0;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<TestApi["member"]>>;

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function livesIn(member: Member, timezone: string) {
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
}

/** A session written straight into the database, as if completed then; its sets in kilograms. */
async function seedSession(
  member: Member,
  session: { completedAt: string; localDate: string; duration: number },
  sets: { exerciseName: string; setNumber: number; reps: number | null; weightKg: number | null }[] = [],
) {
  const [row] = await t.db
    .insert(schema.userWorkouts)
    .values({
      userId: member.profile.id,
      workoutId: gymWorkoutId,
      ...session,
      completedAt: new Date(session.completedAt),
    })
    .returning({ id: schema.userWorkouts.id });
  if (!row) throw new Error("no session written");
  if (sets.length > 0)
    await t.db.insert(schema.workoutSets).values(sets.map((set) => ({ userWorkoutId: row.id, ...set })));
  // And their bests, as a completion writes them with its sets.
  const bests = sessionOneRepMaxes(sets);
  if (bests.length > 0)
    await t.db.insert(schema.sessionOneRepMaxes).values(bests.map((best) => ({ userWorkoutId: row.id, ...best })));
  return row.id;
}

/** Minutes in each Monday-to-Sunday week of the member's sessions' days, counted by the database itself. */
async function minutesByWeek(memberId: string): Promise<Map<string, number>> {
  const rows = await t.db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${schema.userWorkouts.localDate}::timestamp), 'YYYY-MM-DD')`,
      minutes: sql<number>`sum(${schema.userWorkouts.duration})::int`,
    })
    .from(schema.userWorkouts)
    .where(eq(schema.userWorkouts.userId, memberId))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.week, row.minutes]));
}

describe("minutes per week", () => {
  it("shows 12 weeks ending with this one, zeros included, each as the database counts its days", async () => {
    const member = await t.member();
    // Wednesday 10 June 2026: the chart runs from Monday 23 March to this week (8 June).
    at("2026-06-10T12:00:00Z");
    await member.api.workout.complete({ workoutId: gymWorkoutId, duration: 45, exercisesCompleted: 3 });
    await seedSession(member, { completedAt: "2026-06-08T07:00:00Z", localDate: "2026-06-08", duration: 20 });
    await seedSession(member, { completedAt: "2026-06-07T21:00:00Z", localDate: "2026-06-07", duration: 30 });
    await seedSession(member, { completedAt: "2026-05-04T09:00:00Z", localDate: "2026-05-04", duration: 50 });
    await seedSession(member, { completedAt: "2026-03-23T09:00:00Z", localDate: "2026-03-23", duration: 15 });
    // The Sunday before the chart's first week, and another member's session: not counted.
    await seedSession(member, { completedAt: "2026-03-22T09:00:00Z", localDate: "2026-03-22", duration: 90 });
    const other = await t.member();
    await seedSession(other, { completedAt: "2026-06-09T09:00:00Z", localDate: "2026-06-09", duration: 60 });

    const { weeklyMinutes, today } = await member.api.progress.charts();
    expect(today).toBe("2026-06-10");
    expect(weeklyMinutes).toHaveLength(12);
    expect(weeklyMinutes[0]?.weekStart).toBe("2026-03-23");
    expect(weeklyMinutes.at(-1)?.weekStart).toBe("2026-06-08");
    const counted = await minutesByWeek(member.profile.id);
    for (const week of weeklyMinutes) expect(week.minutes, week.weekStart).toBe(counted.get(week.weekStart) ?? 0);
    expect(weeklyMinutes.at(-1)?.minutes).toBe(65);
    expect(weeklyMinutes.filter((week) => week.minutes === 0)).toHaveLength(8);
  });

  it("puts a Sunday-night session in Los Angeles in that week, though it is Monday in UTC", async () => {
    const west = await t.member();
    await livesIn(west, "America/Los_Angeles");
    const utc = await t.member();
    // Monday 8 June 2026 05:00 UTC: Sunday 7 June 22:00 in Los Angeles.
    at("2026-06-08T05:00:00Z");
    for (const member of [west, utc]) {
      await member.api.workout.complete({ workoutId: gymWorkoutId, duration: 40, exercisesCompleted: 2 });
    }
    const westNow = await west.api.progress.charts();
    expect(westNow.today).toBe("2026-06-07");
    expect(westNow.weeklyMinutes.at(-1)).toEqual({ weekStart: "2026-06-01", minutes: 40 });
    const utcNow = await utc.api.progress.charts();
    expect(utcNow.weeklyMinutes.at(-1)).toEqual({ weekStart: "2026-06-08", minutes: 40 });
    expect(utcNow.weeklyMinutes.at(-2)).toEqual({ weekStart: "2026-06-01", minutes: 0 });

    // Monday morning in Los Angeles: a new week, empty, and the Sunday's minutes in the one before.
    at("2026-06-08T15:00:00Z");
    const westMonday = await west.api.progress.charts();
    expect(westMonday.weeklyMinutes.at(-1)).toEqual({ weekStart: "2026-06-08", minutes: 0 });
    expect(westMonday.weeklyMinutes.at(-2)).toEqual({ weekStart: "2026-06-01", minutes: 40 });
    expect((await minutesByWeek(west.profile.id)).get("2026-06-01")).toBe(40);
  });

  it("is for signed-in members only", async () => {
    await expect(t.caller().api.progress.charts()).rejects.toSatisfy(
      (error) => error instanceof TRPCError && error.code === "UNAUTHORIZED",
    );
  });
});

/** Each exercise's best estimate per session, worked out here from every set the member has. */
async function bestPerSession(memberId: string, unit: WeightUnit) {
  const rows = await t.db
    .select({
      exerciseName: schema.workoutSets.exerciseName,
      sessionId: schema.userWorkouts.id,
      completedAt: schema.userWorkouts.completedAt,
      date: schema.userWorkouts.localDate,
      reps: schema.workoutSets.reps,
      weightKg: schema.workoutSets.weightKg,
    })
    .from(schema.workoutSets)
    .innerJoin(schema.userWorkouts, eq(schema.userWorkouts.id, schema.workoutSets.userWorkoutId))
    .where(eq(schema.userWorkouts.userId, memberId))
    .orderBy(asc(schema.userWorkouts.completedAt), asc(schema.userWorkouts.id));
  const sessions = new Map<string, Map<number, { date: string; oneRepMax: number }>>();
  for (const row of rows) {
    if (!countsTowardOneRepMax(row)) continue;
    const estimate = estimateOneRepMax(weightIn(row.weightKg, unit), row.reps);
    const exercise = sessions.get(row.exerciseName) ?? new Map();
    sessions.set(row.exerciseName, exercise);
    const best = exercise.get(row.sessionId);
    exercise.set(row.sessionId, { date: row.date, oneRepMax: Math.max(best?.oneRepMax ?? 0, estimate) });
  }
  return sessions;
}

describe("estimated one-rep max per session", () => {
  it("takes each session's best set, in pounds for a member who lifts in pounds, in kilograms once they change", async () => {
    const member = await t.member();
    await member.api.profile.setWeightUnit({ weightUnit: "lb" });
    at("2026-06-01T18:00:00Z");
    await member.api.workout.complete({
      workoutId: gymWorkoutId,
      duration: 50,
      exercisesCompleted: 3,
      sets: [
        { exerciseName: "Back Squat", setNumber: 1, reps: 5, weight: 135 },
        { exerciseName: "Back Squat", setNumber: 2, reps: 3, weight: 155 },
        { exerciseName: "Bench Press", setNumber: 1, reps: 8, weight: 95 },
        { exerciseName: "Bench Press", setNumber: 2, reps: 8, weight: 105 },
        { exerciseName: "Bench Press", setNumber: 3, reps: 8, weight: 100 },
        { exerciseName: "Plank", setNumber: 1, reps: 1, weight: null },
      ],
    });
    at("2026-06-03T18:00:00Z");
    await member.api.workout.complete({
      workoutId: gymWorkoutId,
      duration: 50,
      exercisesCompleted: 1,
      sets: [
        { exerciseName: "Back Squat", setNumber: 1, reps: 5, weight: 145 },
        // 30 reps: past what the estimate is good for.
        { exerciseName: "Back Squat", setNumber: 2, reps: 30, weight: 95 },
      ],
    });

    const { oneRepMax, weightUnit } = await member.api.progress.charts();
    expect(weightUnit).toBe("lb");
    // The squat was lifted last, then the bench; the plank never with weight.
    expect(oneRepMax.map((exercise) => exercise.exercise)).toEqual(["Back Squat", "Bench Press"]);
    expect(oneRepMax[0]?.points).toEqual([
      { date: "2026-06-01", oneRepMax: Math.max(estimateOneRepMax(135, 5), estimateOneRepMax(155, 3)) },
      { date: "2026-06-03", oneRepMax: estimateOneRepMax(145, 5) },
    ]);
    expect(oneRepMax[0]?.points.map((point) => point.oneRepMax)).toEqual([171, 169]);
    expect(oneRepMax[1]?.points).toEqual([{ date: "2026-06-01", oneRepMax: estimateOneRepMax(105, 8) }]);

    // The same sessions in kilograms once the member changes unit.
    await member.api.profile.setWeightUnit({ weightUnit: "kg" });
    const inKilograms = await member.api.progress.charts();
    expect(inKilograms.weightUnit).toBe("kg");
    const counted = await bestPerSession(member.profile.id, "kg");
    expect(inKilograms.oneRepMax).toEqual(
      ["Back Squat", "Bench Press"].map((exercise) => ({
        exercise,
        points: [...(counted.get(exercise)?.values() ?? [])],
      })),
    );
    // 145 lb is 65.8 kg: 65.8 x (1 + 5/30) = 76.8.
    expect(inKilograms.oneRepMax[0]?.points[1]?.oneRepMax).toBe(77);
  });

  it("shows each exercise's latest 50 sessions, the 20 exercises lifted most recently, as counted from every set", async () => {
    const member = await t.member();
    at("2026-06-30T12:00:00Z");
    // 55 squat sessions, one a day from 1 April, each with a failed set (0 reps) that counts
    // for nothing; the 21 days before the last also each a new exercise of its own.
    const start = "2026-04-01";
    for (let n = 0; n < 55; n += 1) {
      const date = addDays(start, n);
      const sets = [
        { exerciseName: "Back Squat", setNumber: 1, reps: 5, weightKg: 60 + n },
        { exerciseName: "Back Squat", setNumber: 2, reps: 0, weightKg: 200 },
        { exerciseName: "Back Squat", setNumber: 3, reps: 2, weightKg: 58 + n + (n % 3) },
      ];
      if (n >= 33 && n < 54) sets.push({ exerciseName: `Lift ${n}`, setNumber: 1, reps: 10, weightKg: 20 });
      await seedSession(member, { completedAt: `${date}T17:00:00Z`, localDate: date, duration: 30 }, sets);
    }
    // An older exercise that falls off the list, and a bodyweight one that never makes it.
    await seedSession(member, { completedAt: "2026-03-01T17:00:00Z", localDate: "2026-03-01", duration: 30 }, [
      { exerciseName: "Old Press", setNumber: 1, reps: 5, weightKg: 40 },
      { exerciseName: "Push-Up", setNumber: 1, reps: 20, weightKg: null },
    ]);

    const { oneRepMax } = await member.api.progress.charts();
    const counted = await bestPerSession(member.profile.id, "kg");
    expect(oneRepMax).toHaveLength(20);
    expect(oneRepMax.map((exercise) => exercise.exercise)).not.toContain("Old Press");
    expect(oneRepMax.map((exercise) => exercise.exercise)).not.toContain("Push-Up");
    // The squat was lifted last, then each lift a day earlier than the one before; 'Lift 33' is the 21st.
    expect(oneRepMax.map((exercise) => exercise.exercise)).toEqual([
      "Back Squat",
      ...Array.from({ length: 19 }, (_, index) => `Lift ${53 - index}`),
    ]);
    for (const { exercise, points } of oneRepMax) {
      const all = [...(counted.get(exercise)?.values() ?? [])];
      expect(points, exercise).toEqual(all.slice(-50));
    }
    expect(oneRepMax[0]?.points).toHaveLength(50);
    expect(oneRepMax[0]?.points[0]?.date).toBe(addDays(start, 5));
  });
  it("looks back over the member's latest 500 sessions", async () => {
    const member = await t.member();
    at("2026-06-30T12:00:00Z");
    await seedSession(member, { completedAt: "2025-01-01T17:00:00Z", localDate: "2025-01-01", duration: 30 }, [
      { exerciseName: "Old Press", setNumber: 1, reps: 5, weightKg: 40 },
    ]);
    await t.db.insert(schema.userWorkouts).values(
      Array.from({ length: CHART_SESSIONS_READ - 1 }, (_, index) => ({
        userId: member.profile.id,
        workoutId: gymWorkoutId,
        completedAt: new Date(Date.parse("2025-02-01T17:00:00Z") + index * 3_600_000),
        localDate: "2025-02-01",
        duration: 10,
      })),
    );
    expect((await member.api.progress.charts()).oneRepMax.map((exercise) => exercise.exercise)).toEqual(["Old Press"]);
    // One session more, without weights: the press is past what the chart looks back over.
    await seedSession(member, { completedAt: "2026-06-29T17:00:00Z", localDate: "2026-06-29", duration: 30 });
    expect((await member.api.progress.charts()).oneRepMax).toEqual([]);
  });
});

describe("the habit calendar", () => {
  it("shows this month of each habit on the member's calendar: success, failure, not logged", async () => {
    const member = await t.member();
    await livesIn(member, "Asia/Tokyo");
    const other = await t.member();
    // 30 June 2026 16:00 UTC is 1 July 01:00 in Tokyo: a new month there.
    at("2026-06-30T16:00:00Z");
    await member.api.habit.log({ habitType: "reading", outcome: "success" });
    await member.api.habit.log({ habitType: "smoking", outcome: "failure" });
    await other.api.habit.log({ habitType: "sugar", outcome: "success" });
    await t.db.insert(schema.habitLogs).values([
      { userId: member.profile.id, habitType: "sugar", date: "2026-06-30", completed: false },
      { userId: member.profile.id, habitType: "drinking", date: "2026-06-15", completed: false },
    ]);

    const { habits } = await member.api.progress.charts();
    expect(habits.month).toBe("2026-07");
    const today = Object.fromEntries(habits.habits.map((calendar) => [calendar.habit, calendar.days]));
    expect(today).toEqual({
      smoking: [{ date: "2026-07-01", state: "failure" }],
      drinking: [{ date: "2026-07-01", state: "unlogged" }],
      sugar: [{ date: "2026-07-01", state: "unlogged" }],
      reading: [{ date: "2026-07-01", state: "success" }],
    });

    // Ten days on, in the same month: every day so far, the logged ones as the rows say.
    at("2026-07-10T03:00:00Z");
    await t.db.insert(schema.habitLogs).values([
      { userId: member.profile.id, habitType: "sugar", date: "2026-07-04", completed: false },
      { userId: member.profile.id, habitType: "sugar", date: "2026-07-05", completed: true },
    ]);
    const later = await member.api.progress.charts();
    const rows = await t.db
      .select({ habitType: schema.habitLogs.habitType, date: schema.habitLogs.date })
      .from(schema.habitLogs)
      .where(sql`${schema.habitLogs.userId} = ${member.profile.id} and ${schema.habitLogs.date} >= '2026-07-01'`);
    for (const calendar of later.habits.habits) {
      expect(calendar.days.map((day) => day.date)).toEqual(
        Array.from({ length: 10 }, (_, index) => addDays("2026-07-01", index)),
      );
      const logged = calendar.days.filter((day) => day.state !== "unlogged").map((day) => day.date);
      expect(logged, calendar.habit).toEqual(
        rows
          .filter((row) => row.habitType === calendar.habit)
          .map((r) => r.date)
          .sort(),
      );
    }
    const sugar = later.habits.habits.find((calendar) => calendar.habit === "sugar")?.days;
    expect(sugar?.filter((day) => day.state !== "unlogged")).toEqual([
      { date: "2026-07-04", state: "success" },
      { date: "2026-07-05", state: "failure" },
    ]);
  });
});
