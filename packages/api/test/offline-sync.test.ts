/**
 * Writes a phone queued offline and sent later (docs/rules.md, Offline sync): a key makes
 * a replay answer the first result and change nothing, and `occurredAt` credits the write
 * to when it happened, within the bounds.
 */
import { and, eq, schema, sql } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/auth/password.ts";
import { addOpenWorkout, openTestApi, programDayIds, type TestApi } from "./harness.ts";

let t: TestApi;
let day: (n: number) => number;
let openWorkoutId: number;
/** Outside the program, 60 listed minutes: a session of it can earn two achievements at once. */
let longRideId: number;

beforeAll(async () => {
  t = await openTestApi();
  await seedDemo(t.db, { hashPassword, knownPasswords: true });
  day = await programDayIds(t.db);
  openWorkoutId = await addOpenWorkout(t.db);
  const [ride] = await t.db
    .insert(schema.workouts)
    .values({ title: "Long Ride", category: "Cardio", duration: 60, difficulty: "Beginner", exercises: ["Ride"] })
    .returning();
  longRideId = ride?.id ?? 0;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<TestApi["member"]>>;

const KEY_A = "0b8f6a52-6a43-4c1e-9d57-3d1c2f7e9a01";
const KEY_B = "0b8f6a52-6a43-4c1e-9d57-3d1c2f7e9a02";

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function inZone(member: Member, timezone: string) {
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
}

/** The member's counters, and what the rows give. */
async function training(memberId: string) {
  const [row] = await t.db
    .select({
      workoutsCompleted: schema.users.workoutsCompleted,
      totalMinutes: schema.users.totalMinutes,
      currentStreak: schema.users.currentStreak,
      totalXP: schema.users.totalXP,
    })
    .from(schema.users)
    .where(eq(schema.users.id, memberId));
  const [sessions] = await t.db
    .select({ n: sql<number>`count(*)::int`, minutes: sql<number>`coalesce(sum(duration), 0)::int` })
    .from(schema.userWorkouts)
    .where(eq(schema.userWorkouts.userId, memberId));
  const [earned] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.userAchievements)
    .where(eq(schema.userAchievements.userId, memberId));
  return { ...row, sessions: sessions?.n, sessionMinutes: sessions?.minutes, achievements: earned?.n };
}

describe("a completion sent again with its key", () => {
  it("answers the first result three times over and writes one session, one set of counters", async () => {
    const member = await t.member();
    const completion = {
      workoutId: day(1),
      duration: 25,
      exercisesCompleted: 4,
      sets: [{ exerciseName: "Push-Ups", setNumber: 1, reps: 12 }],
      clientKey: KEY_A,
    };
    const first = await member.api.workout.complete(completion);
    // Lost answer, second tab, retry after a crash: the same key again, even in the cooldown.
    const second = await member.api.workout.complete(completion);
    const third = await member.api.workout.complete({ ...completion, clientKey: KEY_A.toUpperCase() });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first.newAchievements.map((a) => a.id)).toEqual(["first-hunt"]);
    expect(await training(member.profile.id)).toEqual({
      workoutsCompleted: 1,
      totalMinutes: 25,
      currentStreak: 1,
      totalXP: 50,
      sessions: 1,
      sessionMinutes: 25,
      achievements: 1,
    });
  });

  it("answers every achievement the first one earned, in the same order", async () => {
    const member = await t.member();
    const completion = { workoutId: longRideId, duration: 150, exercisesCompleted: 1, clientKey: KEY_B };
    const first = await member.api.workout.complete(completion);
    expect(first.newAchievements.map((a) => a.id)).toEqual(["first-hunt", "warming-up"]);
    expect(await member.api.workout.complete(completion)).toEqual(first);
    expect(await training(member.profile.id)).toMatchObject({ workoutsCompleted: 1, sessions: 1, achievements: 2 });
  });

  it("writes one session when the same key arrives several times at once", async () => {
    const member = await t.member();
    const completion = { workoutId: openWorkoutId, duration: 10, exercisesCompleted: 1, clientKey: KEY_A };
    const answers = await Promise.all(Array.from({ length: 4 }, () => member.api.workout.complete(completion)));
    expect(new Set(answers.map((answer) => answer.session.id)).size).toBe(1);
    expect(await training(member.profile.id)).toMatchObject({ workoutsCompleted: 1, totalMinutes: 10, sessions: 1 });
  });

  it("takes two keys as two sessions, and the same key of another member as theirs", async () => {
    const member = await t.member();
    const other = await t.member();
    const completion = { workoutId: openWorkoutId, duration: 10, exercisesCompleted: 1 };
    const a = await member.api.workout.complete({ ...completion, clientKey: KEY_A });
    const b = await member.api.workout.complete({ ...completion, clientKey: KEY_B });
    await other.api.workout.complete({ ...completion, clientKey: KEY_A });
    expect(a.session.id).not.toBe(b.session.id);
    expect(await training(member.profile.id)).toMatchObject({ workoutsCompleted: 2, totalMinutes: 20, sessions: 2 });
    expect(await training(other.profile.id)).toMatchObject({ workoutsCompleted: 1, sessions: 1 });
  });
});

describe("a completion credited to when it happened", () => {
  it("keeps the day trained when finished at 23:50 and synced at 00:10", async () => {
    const member = await t.member();
    await inZone(member, "Europe/Berlin");
    at("2026-06-01T08:00:00Z"); // 10:00 on June 1 in Berlin
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });

    at("2026-06-02T22:10:00Z"); // 00:10 on June 3 in Berlin: the phone is back online
    const synced = await member.api.workout.complete({
      workoutId: day(2),
      duration: 20,
      exercisesCompleted: 4,
      clientKey: KEY_A,
      occurredAt: "2026-06-02T23:50:00+02:00",
    });
    expect(synced.session).toMatchObject({
      localDate: "2026-06-02",
      completedAt: new Date("2026-06-02T21:50:00Z"),
    });
    expect(synced.member.currentStreak).toBe(2);
    expect((await member.api.auth.me())?.currentStreak).toBe(2);
    // Its cooldown ended at the midnight after it: June 3's day is open already.
    expect((await member.api.member.cooldown({ memberId: "me" })).canUnlock).toBe(true);
    const [history] = await member.api.workout.history();
    expect(history?.completedAt).toEqual(new Date("2026-06-02T21:50:00Z"));
  });

  it("refuses a moment in the future, more than 72 hours old, or before the last completion, writing nothing", async () => {
    const member = await t.member();
    at("2026-06-10T12:00:00Z");
    const completion = { workoutId: openWorkoutId, duration: 10, exercisesCompleted: 1 };
    await member.api.workout.complete(completion);
    const before = await training(member.profile.id);

    await expect(
      member.api.workout.complete({ ...completion, clientKey: KEY_A, occurredAt: "2026-06-10T12:06:00Z" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This workout is timed in the future. Check the date and time on your phone, then try again.",
    });
    await expect(
      member.api.workout.complete({ ...completion, clientKey: KEY_A, occurredAt: "2026-06-07T11:59:00Z" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This workout was saved on your phone more than 72 hours ago/),
    });
    await expect(
      member.api.workout.complete({ ...completion, clientKey: KEY_A, occurredAt: "2026-06-10T11:00:00Z" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This workout is timed before your last saved workout/),
    });
    expect(await training(member.profile.id)).toEqual(before);

    // A phone's clock a little ahead is taken as now; a replay of it later still answers it.
    const ahead = await member.api.workout.complete({
      ...completion,
      clientKey: KEY_A,
      occurredAt: "2026-06-10T12:04:00Z",
    });
    expect(ahead.session.completedAt).toEqual(new Date("2026-06-10T12:00:00Z"));
    at("2026-06-14T12:00:00Z");
    await member.api.workout.complete(completion);
    expect(
      await member.api.workout.complete({ ...completion, clientKey: KEY_A, occurredAt: "2026-06-10T12:04:00Z" }),
    ).toMatchObject({ session: ahead.session });
    expect(await training(member.profile.id)).toMatchObject({ workoutsCompleted: 3, sessions: 3 });
  });
});

describe("a habit logged offline", () => {
  it("counts for the day it happened when synced after midnight", async () => {
    const member = await t.member();
    await inZone(member, "Europe/Berlin");
    at("2026-06-01T18:00:00Z");
    await member.api.habit.log({ habitType: "reading", outcome: "success" });
    at("2026-06-02T22:10:00Z"); // 00:10 on June 3 in Berlin
    const synced = await member.api.habit.log({
      habitType: "reading",
      outcome: "success",
      clientKey: KEY_A,
      occurredAt: "2026-06-02T23:50:00+02:00",
    });
    expect(synced.log).toMatchObject({ date: "2026-06-02", createdAt: new Date("2026-06-02T21:50:00Z") });
    expect(synced.member.daysReading).toBe(2);
    expect(await member.api.habit.log({ habitType: "reading", outcome: "success", clientKey: KEY_A })).toEqual(synced);
  });

  it("refuses a moment in the future or more than 72 hours old", async () => {
    const member = await t.member();
    at("2026-06-10T12:00:00Z");
    const log = { habitType: "sugar", outcome: "success", clientKey: KEY_A } as const;
    await expect(member.api.habit.log({ ...log, occurredAt: "2026-06-10T13:00:00Z" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This habit log is timed in the future. Check the date and time on your phone, then try again.",
    });
    await expect(member.api.habit.log({ ...log, occurredAt: "2026-06-07T11:00:00Z" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This habit log was saved on your phone more than 72 hours ago/),
    });
    expect(await member.api.habit.history()).toEqual([]);
  });

  it("loses to the other phone's log of that day with the 409, and a replay of the first still answers it", async () => {
    const member = await t.member();
    at("2026-06-10T12:00:00Z");
    // Phone A logs offline at 09:00; phone B, online, logs the same habit at 11:00 and arrives first.
    const online = await member.api.habit.log({ habitType: "reading", outcome: "success", clientKey: KEY_B });
    const before = await member.api.auth.me();
    await expect(
      member.api.habit.log({
        habitType: "reading",
        outcome: "failure",
        clientKey: KEY_A,
        occurredAt: "2026-06-10T09:00:00Z",
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Daily Reading is already logged for today. A day's log cannot be changed.",
    });
    expect(await member.api.auth.me()).toEqual(before);
    const logs = await t.db.select().from(schema.habitLogs).where(eq(schema.habitLogs.userId, member.profile.id));
    expect(logs).toHaveLength(1);
    // Phone B's answer was lost; its replay answers its log, not the 409.
    expect(await member.api.habit.log({ habitType: "reading", outcome: "success", clientKey: KEY_B })).toEqual(online);
  });

  it("lands on an earlier day behind a later one logged online, and the run is counted from the logs", async () => {
    const member = await t.member();
    at("2026-06-09T12:00:00Z");
    await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    at("2026-06-11T08:00:00Z");
    await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    // June 10, logged offline at 20:00, synced after June 11's online log.
    const synced = await member.api.habit.log({
      habitType: "smoking",
      outcome: "success",
      clientKey: KEY_A,
      occurredAt: "2026-06-10T20:00:00Z",
    });
    expect(synced.log.date).toBe("2026-06-10");
    expect(synced.member.daysWithoutSmoking).toBe(3);
  });
});

describe("a program day's mark sent as done or not", () => {
  it("lands the same when sent again, and keeps the toggle without it", async () => {
    const member = await t.member();
    const marked = (days: { completedDays: number[] }) => days.completedDays;
    expect(marked(await member.api.program.toggleDay({ day: 3, done: true }))).toEqual([3]);
    expect(marked(await member.api.program.toggleDay({ day: 3, done: true }))).toEqual([3]);
    expect(marked(await member.api.program.toggleDay({ day: 3, done: false }))).toEqual([]);
    expect(marked(await member.api.program.toggleDay({ day: 3, done: false }))).toEqual([]);
    expect(marked(await member.api.program.toggleDay({ day: 3 }))).toEqual([3]);
    expect(marked(await member.api.program.toggleDay({ day: 3 }))).toEqual([]);
    // A trained day stays done, whatever is sent.
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    expect(await member.api.program.toggleDay({ day: 1, done: false })).toEqual({
      completedDays: [1],
      trainedDays: [1],
    });
    const marks = await t.db
      .select()
      .from(schema.programDayMarks)
      .where(and(eq(schema.programDayMarks.userId, member.profile.id)));
    expect(marks).toEqual([]);
  });
});
