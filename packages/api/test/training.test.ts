import { eq, schema, sql } from "@wolfpack/db";
import { DEMO_MEMBER, seedDemo } from "@wolfpack/db/seed";
import { addDays, localDateOf } from "@wolfpack/rules/shared/calendar";
import { FREE_PROGRAM_DAYS } from "@wolfpack/rules/training/access";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/auth/password.ts";
import { createCaller, createScriptContext } from "../src/index.ts";
import { resetLapsedStreaks } from "../src/training/streaks.ts";
import { addOpenWorkout, openTestApi, programDayIds, type TestApi } from "./harness.ts";

let t: TestApi;
let day: (n: number) => number;
let openWorkoutId: number;
/** Outside the program too: 30 listed minutes and 4 exercises. */
let lunchWorkoutId: number;
const LUNCH_EXERCISES = ["Push-Ups", "Goblet Squats", "Plank", "Burpees"];

beforeAll(async () => {
  t = await openTestApi();
  await seedDemo(t.db, { hashPassword, knownPasswords: true });
  day = await programDayIds(t.db);
  openWorkoutId = await addOpenWorkout(t.db);
  const [lunch] = await t.db
    .insert(schema.workouts)
    .values({
      title: "Lunch Break Burner",
      category: "Strength",
      duration: 30,
      difficulty: "Beginner",
      exercises: LUNCH_EXERCISES,
    })
    .returning();
  lunchWorkoutId = lunch?.id ?? 0;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function premium(member: Awaited<ReturnType<TestApi["member"]>>) {
  await member.api.membership.upgrade();
  return member;
}

/** What the member's counters must be, worked out from the rows alone. */
async function recomputed(memberId: string) {
  const [totals] = await t.db
    .select({
      workouts: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${schema.userWorkouts.duration}), 0)::int`,
    })
    .from(schema.userWorkouts)
    .where(eq(schema.userWorkouts.userId, memberId));
  const [xp] = await t.db
    .select({ total: sql<number>`coalesce(sum(${schema.achievements.xpValue}), 0)::int` })
    .from(schema.userAchievements)
    .innerJoin(schema.achievements, eq(schema.achievements.id, schema.userAchievements.achievementId))
    .where(eq(schema.userAchievements.userId, memberId));
  return { workoutsCompleted: totals?.workouts, totalMinutes: totals?.minutes, totalXP: xp?.total };
}

describe("the workout catalogue", () => {
  it("lists the program in day order, locking every day past the free ones for free members only", async () => {
    const free = await t.member();
    const list = await free.api.workout.list();
    expect(list.filter((w) => w.day !== null).map((w) => w.day)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const lockedDays = list.filter((w) => w.locked).map((w) => w.day);
    expect(lockedDays[0]).toBe(FREE_PROGRAM_DAYS + 1);
    expect(lockedDays).toHaveLength(100 - FREE_PROGRAM_DAYS);

    const paid = await premium(await t.member());
    expect((await paid.api.workout.list()).some((w) => w.locked)).toBe(false);
  });

  it("refuses a locked workout to a free member, naming the upgrade, and opens it once premium", async () => {
    const member = await t.member();
    await expect(member.api.workout.byId({ id: day(4) })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("PREMIUM WOLF"),
    });
    await expect(
      member.api.workout.complete({ workoutId: day(4), duration: 30, exercisesCompleted: 4 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("Upgrade") });
    expect(await recomputed(member.profile.id)).toMatchObject({ workoutsCompleted: 0 });

    await premium(member);
    expect((await member.api.workout.byId({ id: day(4) })).day).toBe(4);
  });

  it("answers 'Workout not found' for a workout that does not exist", async () => {
    const member = await t.member();
    await expect(member.api.workout.byId({ id: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Workout not found",
    });
  });

  it("serves gear, e-books (featured on request), exercises and achievements to members only", async () => {
    const member = await t.member();
    expect((await member.api.gear.list()).length).toBeGreaterThan(0);
    const featured = await member.api.ebook.list({ featured: true });
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((book) => book.featured)).toBe(true);
    expect((await member.api.ebook.list()).length).toBeGreaterThan(featured.length);
    expect((await member.api.exercise.list()).length).toBeGreaterThan(10);
    const tiers = (await member.api.achievement.list()).map((a) => a.tier);
    expect(tiers).toEqual(
      [...tiers].sort(
        (x, y) => ["bronze", "silver", "gold", "elite"].indexOf(x) - ["bronze", "silver", "gold", "elite"].indexOf(y),
      ),
    );
    await expect(t.caller().api.workout.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("completing a workout", () => {
  it("records the session and updates counters, streak, achievements, XP, level and cooldown together", async () => {
    const member = await t.member();
    const result = await member.api.workout.complete({ workoutId: day(1), duration: 26, exercisesCompleted: 4 });
    expect(result.session).toMatchObject({ workoutId: day(1), duration: 26, caloriesBurned: 26 * 7 });
    expect(result.member).toMatchObject({
      workoutsCompleted: 1,
      totalMinutes: 26,
      currentStreak: 1,
      totalXP: 50,
      level: 1,
    });
    expect(result.newAchievements.map((a) => a.id)).toEqual(["first-hunt"]);
    expect(await recomputed(member.profile.id)).toEqual({ workoutsCompleted: 1, totalMinutes: 26, totalXP: 50 });

    const earned = await member.api.achievement.earned({ memberId: "me" });
    expect(earned.map((e) => e.achievementId)).toEqual(["first-hunt"]);
    const [session] = await member.api.workout.history();
    expect(session).toMatchObject({ workoutId: day(1), workoutTitle: expect.any(String), duration: 26 });
    expect((await member.api.program.days()).completedDays).toEqual([1]);
  });

  it("holds the next program day during the recovery cooldown with a 409 that says the time left", async () => {
    const member = await t.member();
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    const cooldown = await member.api.member.cooldown({ memberId: "me" });
    expect(cooldown.canUnlock).toBe(false);
    expect(cooldown.timeRemaining).toBeGreaterThan(0);
    expect(cooldown.timeRemaining).toBeLessThanOrEqual(86_400_000);
    await expect(
      member.api.workout.complete({ workoutId: day(2), duration: 20, exercisesCompleted: 4 }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/unlocks in (\d+h|\d+m|less)/) });
    // A workout outside the program is never held back.
    const open = await member.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
    expect(open.member.workoutsCompleted).toBe(2);
  });

  it("keeps reps and weight per set in kilograms and shows them next time in the member's unit", async () => {
    const member = await t.member();
    await member.api.profile.setWeightUnit({ weightUnit: "lb" });
    await member.api.workout.complete({
      workoutId: openWorkoutId,
      duration: 15,
      exercisesCompleted: 1,
      sets: [
        { exerciseName: "Cat-Cow", setNumber: 1, reps: 12, weight: 100 },
        { exerciseName: "Cat-Cow", setNumber: 2, reps: 10 },
      ],
    });
    const detail = await member.api.workout.byId({ id: openWorkoutId });
    expect(detail.lastSession?.sets).toEqual([
      { exerciseName: "Cat-Cow", setNumber: 1, reps: 12, weightKg: 45.359 },
      { exerciseName: "Cat-Cow", setNumber: 2, reps: 10, weightKg: null },
    ]);
    // Another member's sessions are not "last time" for this one.
    const other = await t.member();
    expect((await other.api.workout.byId({ id: openWorkoutId })).lastSession).toBeNull();
    await expect(
      member.api.workout.complete({
        workoutId: openWorkoutId,
        duration: 15,
        exercisesCompleted: 1,
        sets: [
          { exerciseName: "Cat-Cow", setNumber: 1 },
          { exerciseName: "Cat-Cow", setNumber: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Each set of an exercise may be logged once" });
  });

  it("refuses a control character in a set's exercise name, and writes nothing", async () => {
    const member = await t.member();
    await expect(
      member.api.workout.complete({
        workoutId: openWorkoutId,
        duration: 15,
        exercisesCompleted: 1,
        sets: [{ exerciseName: "Cat\u0000Cow", setNumber: 1 }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("contains a control character") });
    expect(await recomputed(member.profile.id)).toMatchObject({ workoutsCompleted: 0 });
  });

  it("refuses a duration that is not whole minutes, and writes nothing", async () => {
    const member = await t.member();
    await expect(
      member.api.workout.complete({ workoutId: openWorkoutId, duration: 12.5, exercisesCompleted: 1 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Duration must be a whole number" });
    expect(await recomputed(member.profile.id)).toMatchObject({ workoutsCompleted: 0 });
  });

  it("loses nothing when one member completes 20 workouts at once", async () => {
    const member = await t.member();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        member.api.workout.complete({ workoutId: openWorkoutId, duration: 10 + i, exercisesCompleted: 1 }),
      ),
    );
    expect(results).toHaveLength(20);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, member.profile.id));
    const expected = await recomputed(member.profile.id);
    expect(expected).toMatchObject({ workoutsCompleted: 20, totalMinutes: 20 * 10 + 190 });
    expect(row).toMatchObject({ ...expected, currentStreak: 1 });
    // Each achievement once, however many completions met its trigger together.
    const earned = await member.api.achievement.earned({ memberId: "me" });
    expect(earned.map((e) => e.achievementId).sort()).toEqual(
      ["first-hunt", "pack-pup", "warming-up", "workout-warrior"].sort(),
    );
  });
});

/** Everything a completion writes for the member: their counters, sessions, sets and achievements. */
async function written(memberId: string) {
  const [row] = await t.db
    .select({
      workoutsCompleted: schema.users.workoutsCompleted,
      totalMinutes: schema.users.totalMinutes,
      totalXP: schema.users.totalXP,
      level: schema.users.level,
    })
    .from(schema.users)
    .where(eq(schema.users.id, memberId));
  const count = async (table: typeof schema.userWorkouts | typeof schema.userAchievements) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, memberId)))[0]?.n;
  const [sets] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.workoutSets)
    .innerJoin(schema.userWorkouts, eq(schema.userWorkouts.id, schema.workoutSets.userWorkoutId))
    .where(eq(schema.userWorkouts.userId, memberId));
  return {
    ...row,
    sessions: await count(schema.userWorkouts),
    achievements: await count(schema.userAchievements),
    sets: sets?.n,
  };
}

const NOTHING = { workoutsCompleted: 0, totalMinutes: 0, totalXP: 0, level: 1, sessions: 0, achievements: 0, sets: 0 };

describe("what a completion may credit", () => {
  it("refuses 600 minutes and 100 exercises on a 30-minute workout, naming the bound, and writes nothing", async () => {
    const member = await t.member();
    await expect(
      member.api.workout.complete({ workoutId: lunchWorkoutId, duration: 600, exercisesCompleted: 100 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Duration must be at most 90 minutes for this 30-minute workout",
    });
    await expect(
      member.api.workout.complete({ workoutId: lunchWorkoutId, duration: 91, exercisesCompleted: 4 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("at most 90 minutes") });
    expect(await written(member.profile.id)).toEqual(NOTHING);
    expect((await member.api.auth.me())?.totalMinutes).toBe(0);
  });

  it("credits a long session up to 3 times the workout's minutes", async () => {
    const member = await t.member();
    const done = await member.api.workout.complete({ workoutId: lunchWorkoutId, duration: 90, exercisesCompleted: 4 });
    expect(done.session).toMatchObject({ duration: 90, caloriesBurned: 90 * 7 });
    expect(done.member).toMatchObject({ workoutsCompleted: 1, totalMinutes: 90 });
    expect(await written(member.profile.id)).toMatchObject({ totalMinutes: 90, sessions: 1 });
  });

  it("refuses a session of no minutes, or of less", async () => {
    const member = await t.member();
    for (const duration of [0, -30]) {
      await expect(
        member.api.workout.complete({ workoutId: lunchWorkoutId, duration, exercisesCompleted: 0 }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Duration must be between 1 and 600" });
    }
    expect(await written(member.profile.id)).toEqual(NOTHING);
  });

  it("takes only numbers for the minutes and exercises, nothing read as one", async () => {
    const member = await t.member();
    for (const duration of [null, true, "", [7], "0x10", "1e2", "45"]) {
      await expect(
        member.api.workout.complete({
          workoutId: lunchWorkoutId,
          duration: duration as unknown as number,
          exercisesCompleted: 1,
        }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Duration must be a number" });
    }
    await expect(
      member.api.workout.complete({
        workoutId: lunchWorkoutId,
        duration: 30,
        exercisesCompleted: "4" as unknown as number,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Exercises completed must be a number" });
    expect(await written(member.profile.id)).toEqual(NOTHING);
  });

  it("refuses more exercises completed than the workout has, and writes nothing", async () => {
    const member = await t.member();
    await expect(
      member.api.workout.complete({ workoutId: lunchWorkoutId, duration: 30, exercisesCompleted: 5 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Exercises completed must be at most 4: this workout has 4 exercises",
    });
    expect(await written(member.profile.id)).toEqual(NOTHING);
    const done = await member.api.workout.complete({ workoutId: lunchWorkoutId, duration: 30, exercisesCompleted: 4 });
    expect(done.member.workoutsCompleted).toBe(1);
  });

  it("refuses a set of an exercise the workout does not have, and writes nothing", async () => {
    const member = await t.member();
    await expect(
      member.api.workout.complete({
        workoutId: lunchWorkoutId,
        duration: 30,
        exercisesCompleted: 1,
        sets: [
          { exerciseName: "Plank", setNumber: 1 },
          { exerciseName: "Barbell Deadlift", setNumber: 1, reps: 5, weight: 250 },
        ],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: '"Barbell Deadlift" is not an exercise of this workout' });
    expect(await written(member.profile.id)).toEqual(NOTHING);

    await member.api.workout.complete({
      workoutId: lunchWorkoutId,
      duration: 30,
      exercisesCompleted: 1,
      sets: LUNCH_EXERCISES.map((exerciseName) => ({ exerciseName, setNumber: 1, reps: 10 })),
    });
    expect(await written(member.profile.id)).toMatchObject({ sessions: 1, sets: 4 });
  });
});

describe("completing for a member as an earlier read saw them", () => {
  it("counts from the database as it is, not from a script's stale copy of the member", async () => {
    const member = await t.member();
    const stale = member.profile;
    await member.api.workout.complete({ workoutId: openWorkoutId, duration: 20, exercisesCompleted: 1 });
    // A script still holding the member as they were before that session.
    const script = createCaller(createScriptContext(t.db, stale));
    const done = await script.workout.complete({ workoutId: openWorkoutId, duration: 25, exercisesCompleted: 1 });
    expect(done.member).toMatchObject({ workoutsCompleted: 2, totalMinutes: 45 });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, member.profile.id));
    expect(row).toMatchObject(await recomputed(member.profile.id));
    expect(row).toMatchObject({ workoutsCompleted: 2, totalMinutes: 45 });
  });

  it("lets a member who upgraded since that read complete a premium day", async () => {
    const member = await t.member();
    const asFree = member.profile;
    await premium(member);
    const script = createCaller(createScriptContext(t.db, asFree));
    const done = await script.workout.complete({ workoutId: day(4), duration: 30, exercisesCompleted: 4 });
    expect(done.session.workoutId).toBe(day(4));
    expect(done.member.membershipTier).toBe("premium");
  });
});

describe("streaks and cooldown on the member's own calendar", () => {
  it("counts consecutive local days, and reads 0 once a whole day is skipped", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T20:00:00Z"));
    const member = await t.member();
    await t.db.update(schema.users).set({ timezone: "Asia/Tokyo" }).where(eq(schema.users.id, member.profile.id));

    // 05:00 on June 2 in Tokyo, then 08:00 on June 3: two local days in a row.
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    vi.setSystemTime(new Date("2026-06-02T23:00:00Z"));
    const second = await member.api.workout.complete({ workoutId: day(2), duration: 20, exercisesCompleted: 4 });
    expect(second.member.currentStreak).toBe(2);

    // June 4 in Tokyo: yesterday trained, so the run holds.
    vi.setSystemTime(new Date("2026-06-04T03:00:00Z"));
    expect((await member.api.auth.me())?.currentStreak).toBe(2);
    // June 5: June 4 was skipped; the stored column still says 2, the member sees 0.
    vi.setSystemTime(new Date("2026-06-05T03:00:00Z"));
    expect((await member.api.auth.me())?.currentStreak).toBe(0);
    expect((await member.api.member.byId({ memberId: "me" })).currentStreak).toBe(0);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, member.profile.id));
    expect(row?.currentStreak).toBe(2);
    // Training again starts a new run of 1.
    const third = await member.api.workout.complete({ workoutId: day(3), duration: 20, exercisesCompleted: 4 });
    expect(third.member.currentStreak).toBe(1);
  });

  it("zeroes a lapsed stored streak in the hourly sweep, on each member's own calendar", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 10:00Z on 1 June: 19:00 in Tokyo, 06:00 in New York.
    vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
    const tokyo = await t.member();
    const newYork = await t.member();
    await t.db.update(schema.users).set({ timezone: "Asia/Tokyo" }).where(eq(schema.users.id, tokyo.profile.id));
    await t.db
      .update(schema.users)
      .set({ timezone: "America/New_York" })
      .where(eq(schema.users.id, newYork.profile.id));
    await tokyo.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
    await newYork.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
    const stored = async (id: string) =>
      (await t.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]?.currentStreak;

    // 14:59Z on 2 June: 23:59 on 2 June in Tokyo, the day after training: both runs hold.
    await resetLapsedStreaks(t.db, new Date("2026-06-02T14:59:00Z"));
    expect([await stored(tokyo.profile.id), await stored(newYork.profile.id)]).toEqual([1, 1]);
    // 15:00Z: 3 June has begun in Tokyo, so that run lapsed; New York is still on 2 June.
    await resetLapsedStreaks(t.db, new Date("2026-06-02T15:00:00Z"));
    expect([await stored(tokyo.profile.id), await stored(newYork.profile.id)]).toEqual([0, 1]);
  });

  it("ends the cooldown at the member's local midnight, across a daylight-saving change", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await t.db.update(schema.users).set({ timezone: "America/New_York" }).where(eq(schema.users.id, member.profile.id));
    // 22:00 on 7 March 2026 in New York (EST); clocks spring forward at 02:00 on 8 March.
    vi.setSystemTime(new Date("2026-03-08T03:00:00Z"));
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    expect(await member.api.member.cooldown({ memberId: "me" })).toMatchObject({
      canUnlock: false,
      timeRemaining: 2 * 3_600_000,
      endsAt: new Date("2026-03-08T05:00:00Z"),
    });
    // 23:30 on 8 March (EDT, UTC-4): the next cooldown ends at midnight EDT, 04:00Z.
    vi.setSystemTime(new Date("2026-03-09T03:30:00Z"));
    expect((await member.api.member.cooldown({ memberId: "me" })).canUnlock).toBe(true);
    await member.api.workout.complete({ workoutId: day(2), duration: 20, exercisesCompleted: 4 });
    expect(await member.api.member.cooldown({ memberId: "me" })).toMatchObject({
      timeRemaining: 30 * 60_000,
      endsAt: new Date("2026-03-09T04:00:00Z"),
    });
  });

  it("holds the cooldown until the next day has begun where the clocks jump over midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await t.db.update(schema.users).set({ timezone: "America/Santiago" }).where(eq(schema.users.id, member.profile.id));
    // 23:10 on 5 September 2026 in Santiago (UTC-4); after 23:59:59 its clocks show 01:00 on the 6th.
    vi.setSystemTime(new Date("2026-09-06T03:10:00Z"));
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    expect(await member.api.member.cooldown({ memberId: "me" })).toMatchObject({
      canUnlock: false,
      timeRemaining: 50 * 60_000,
      endsAt: new Date("2026-09-06T04:00:00Z"),
    });
    // 23:59 on the 5th: still the same day, still in recovery.
    vi.setSystemTime(new Date("2026-09-06T03:59:00Z"));
    expect((await member.api.member.cooldown({ memberId: "me" })).canUnlock).toBe(false);
    vi.setSystemTime(new Date("2026-09-06T04:00:00Z"));
    expect((await member.api.member.cooldown({ memberId: "me" })).canUnlock).toBe(true);
  });
});

describe("whose training a member may see", () => {
  it("answers for the member's own id and 'me', refuses another member's, and lets an admin see anyone's", async () => {
    const owner = await t.member();
    await owner.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
    const stranger = await t.member();
    const id = owner.profile.id;

    expect((await owner.api.member.byId({ memberId: id })).id).toBe(id);
    for (const read of [
      () => stranger.api.member.byId({ memberId: id }),
      () => stranger.api.member.cooldown({ memberId: id }),
      () => stranger.api.workout.history({ memberId: id, limit: 5 }),
      () => stranger.api.achievement.earned({ memberId: id }),
    ]) {
      await expect(read()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await t.makeAdmin(stranger.profile.id);
    expect(await stranger.api.workout.history({ memberId: id, limit: 5 })).toHaveLength(1);
    expect((await stranger.api.member.byId({ memberId: id })).username).toBe(owner.username);
  });
});

describe("the member's sessions, a page at a time", () => {
  it("pages newest first after the last session shown, with none left out or repeated, and no one else's", async () => {
    const member = await t.member();
    const other = await t.member();
    await other.api.workout.complete({ workoutId: openWorkoutId, duration: 9, exercisesCompleted: 1 });
    const [theirs] = await other.api.workout.history();
    for (const minutes of [11, 12, 13, 14, 15]) {
      await member.api.workout.complete({ workoutId: openWorkoutId, duration: minutes, exercisesCompleted: 1 });
    }
    // Two sessions in the same instant: the id keeps them apart.
    await t.db
      .update(schema.userWorkouts)
      .set({ completedAt: new Date("2026-01-01T07:00:00.123456Z") })
      .where(eq(schema.userWorkouts.userId, member.profile.id));

    const pages: number[][] = [];
    let cursor: number | undefined;
    for (;;) {
      const page = await member.api.workout.history({ limit: 2, cursor });
      pages.push(page.map((session) => session.duration));
      if (page.length < 2) break;
      cursor = page.at(-1)?.id;
    }
    expect(pages).toEqual([[15, 14], [13, 12], [11]]);
    expect(await member.api.workout.history({ limit: 2, cursor: theirs?.id })).toEqual([]);
  });
});

describe("the 100-day program screen's day marks", () => {
  it("marks and unmarks a day by hand, keeps trained days done, and refuses a locked day", async () => {
    const member = await t.member();
    expect(await member.api.program.toggleDay({ day: 2 })).toEqual({ completedDays: [2], trainedDays: [] });
    expect((await member.api.program.toggleDay({ day: 2 })).completedDays).toEqual([]);
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    expect(await member.api.program.toggleDay({ day: 1 })).toEqual({ completedDays: [1], trainedDays: [1] });
    expect(await member.api.program.days()).toEqual({ completedDays: [1], trainedDays: [1] });
    await expect(member.api.program.toggleDay({ day: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(member.api.program.toggleDay({ day: 101 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Day must be between 1 and 100",
    });
  });
});

describe("the seeded demo member", () => {
  it("has a week of training ending yesterday on their calendar, and is out of cooldown", async () => {
    const demo = t.caller();
    const me = await demo.api.auth.login({ email: DEMO_MEMBER.email, password: "password123" });
    const api = t.caller(demo.sessionCookie() ?? "").api;
    expect(me).toMatchObject({ workoutsCompleted: 7, currentStreak: 7 });
    const history = await api.workout.history({ memberId: "me", limit: 100 });
    expect(history).toHaveLength(7);
    const yesterday = addDays(localDateOf(new Date(), me.timezone), -1);
    expect(localDateOf(history[0]?.completedAt ?? new Date(0), me.timezone)).toBe(yesterday);
    // A free member trains the free days.
    expect(history.every((s) => s.day !== null && s.day <= FREE_PROGRAM_DAYS)).toBe(true);
    expect((await api.member.cooldown({ memberId: "me" })).canUnlock).toBe(true);
    const earned = (await api.achievement.earned({ memberId: "me" })).map((e) => e.achievementId);
    expect(earned).toEqual(expect.arrayContaining(["first-hunt", "spark", "seven-day-streak"]));
  });
});
