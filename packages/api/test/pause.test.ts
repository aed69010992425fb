/**
 * Pausing the program (docs/rules.md, Pause) on the real database: the budget of 14 days in any 90,
 * no overlap, streaks kept across paused days (workouts and reading), and no recovery
 * cooldown while paused, on each member's own calendar (Los Angeles, across its
 * daylight-saving change, and Tokyo).
 */
import { eq, schema } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import { zonedInstant } from "@wolfpack/rules/shared/calendar";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/auth/password.ts";
import { resetLapsedStreaks } from "../src/training/streaks.ts";
import { addOpenWorkout, openTestApi, programDayIds, type TestApi } from "./harness.ts";

let t: TestApi;
let day: (n: number) => number;
let openWorkoutId: number;

beforeAll(async () => {
  t = await openTestApi();
  await seedDemo(t.db, { hashPassword, knownPasswords: true });
  day = await programDayIds(t.db);
  openWorkoutId = await addOpenWorkout(t.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function memberIn(timezone: string) {
  const member = await t.member();
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
  return member;
}

/** Sets the clock to `hour`:00 on `date` in `zone`. */
function at(date: string, hour: number, zone: string) {
  vi.setSystemTime(zonedInstant(date, hour, 0, zone));
}

async function storedStreak(memberId: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, memberId));
  return row?.currentStreak;
}

describe("the pause budget", () => {
  it("allows 14 paused days in any 90, counting the new pause, and says how many remain", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const zone = "Asia/Tokyo";
    at("2026-03-01", 9, zone);
    const member = await memberIn(zone);
    expect(await member.api.program.pauses()).toMatchObject({ current: null, daysLeft: 14 });
    const paused = await member.api.program.pause({ days: 10, reason: "illness" });
    expect(paused.current).toMatchObject({ firstDay: "2026-03-01", lastDay: "2026-03-10", reason: "illness" });

    at("2026-03-20", 9, zone);
    expect((await member.api.program.pauses()).daysLeft).toBe(4);
    await expect(member.api.program.pause({ days: 5, reason: "travel" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That pause is too long. You have 4 pause days left (at most 14 in any 90 days).",
    });
    const second = await member.api.program.pause({ days: 4, reason: "travel" });
    expect(second.current).toMatchObject({ firstDay: "2026-03-20", lastDay: "2026-03-23" });

    at("2026-03-25", 9, zone);
    await expect(member.api.program.pause({ days: 1, reason: "injury" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That pause is too long. You have no pause days left: at most 14 in any 90 days.",
    });
    // By 30 May the windows holding a new pause hold less of the first: 10 days are left.
    at("2026-05-30", 9, zone);
    const visitor = t.caller();
    await visitor.api.auth.login({ email: member.email, password: member.password }); // the session went idle
    const back = t.caller(visitor.sessionCookie() ?? "").api;
    expect((await back.program.pauses()).daysLeft).toBe(10);
    await expect(back.program.pause({ days: 15, reason: "travel" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("refuses a pause over one under way, and Resume makes today a program day again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const zone = "America/Los_Angeles";
    at("2026-04-01", 9, zone);
    const member = await memberIn(zone);
    await member.api.program.pause({ days: 5, reason: "travel" });
    await expect(member.api.program.pause({ days: 2, reason: "travel" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your program is already paused until Apr 5. Resume it first, or pause from Apr 6.",
    });
    at("2026-04-02", 20, zone);
    // Resumed on 2 April: only 1 April stays paused, and one day of the budget is spent.
    expect(await member.api.program.resume()).toMatchObject({ current: null, daysLeft: 13 });
    at("2026-04-03", 8, zone);
    expect(await member.api.program.pauses()).toMatchObject({ current: null, daysLeft: 13 });
    await expect(member.api.program.resume()).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await member.api.program.pause({ days: 12, reason: "injury" })).current?.lastDay).toBe("2026-04-14");
  });
});

describe("streaks over a pause, on the member's own calendar", () => {
  // Los Angeles springs forward on 8 March 2026, in the middle of the pause.
  for (const zone of ["America/Los_Angeles", "Asia/Tokyo"]) {
    it(`keeps the workout and reading streaks across paused days in ${zone}`, async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      at("2026-03-05", 20, zone);
      const member = await memberIn(zone);
      const unpaused = await memberIn(zone);
      for (const date of ["2026-03-05", "2026-03-06"]) {
        at(date, 20, zone);
        for (const wolf of [member, unpaused]) {
          await wolf.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
          await wolf.api.habit.log({ memberId: "me", habitType: "reading", outcome: "success" });
        }
      }
      at("2026-03-07", 7, zone);
      await member.api.program.pause({ days: 3, reason: "illness" }); // 7, 8 and 9 March

      // A workout on a paused day neither breaks nor extends the run.
      at("2026-03-08", 12, zone);
      const onPausedDay = await member.api.workout.complete({
        workoutId: openWorkoutId,
        duration: 15,
        exercisesCompleted: 1,
      });
      expect(onPausedDay.member.currentStreak).toBe(2);

      // 23:00 on 10 March: the day after the pause, not yet trained. The runs stand.
      at("2026-03-10", 23, zone);
      const me = await member.api.auth.me();
      expect({ workouts: me?.currentStreak, reading: me?.daysReading }).toEqual({ workouts: 2, reading: 2 });
      const other = await unpaused.api.auth.me();
      expect({ workouts: other?.currentStreak, reading: other?.daysReading }).toEqual({ workouts: 0, reading: 0 });
      await resetLapsedStreaks(t.db, new Date());
      expect([await storedStreak(member.profile.id), await storedStreak(unpaused.profile.id)]).toEqual([2, 0]);

      // Training and reading on 10 March carry on from 2.
      const next = await member.api.workout.complete({ workoutId: openWorkoutId, duration: 15, exercisesCompleted: 1 });
      expect(next.member.currentStreak).toBe(3);
      const read = await member.api.habit.log({ memberId: "me", habitType: "reading", outcome: "success" });
      expect(read.member.daysReading).toBe(3);

      // The reading calendar shows the paused days not logged as paused; sugar's are not logged.
      const { habits } = await member.api.progress.charts();
      const states = (habit: string) =>
        habits.habits
          .find((h) => h.habit === habit)
          ?.days.slice(4, 10)
          .map((d) => d.state);
      expect(states("reading")).toEqual(["success", "success", "paused", "paused", "paused", "success"]);
      expect(states("sugar")).toEqual(["unlogged", "unlogged", "unlogged", "unlogged", "unlogged", "unlogged"]);

      // Without training on 11 March, 12 March finds the run lapsed.
      at("2026-03-12", 1, zone);
      expect((await member.api.auth.me())?.currentStreak).toBe(0);
    });
  }
});

describe("the recovery cooldown during a pause", () => {
  it("does not hold the next program day while the program is paused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const zone = "America/Los_Angeles";
    at("2026-06-01", 9, zone);
    const member = await memberIn(zone);
    await member.api.workout.complete({ workoutId: day(1), duration: 20, exercisesCompleted: 4 });
    await expect(
      member.api.workout.complete({ workoutId: day(2), duration: 20, exercisesCompleted: 4 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await member.api.member.cooldown({ memberId: "me" })).canUnlock).toBe(false);

    await member.api.program.pause({ days: 2, reason: "travel" });
    expect(await member.api.member.cooldown({ memberId: "me" })).toMatchObject({ canUnlock: true, timeRemaining: 0 });
    const done = await member.api.workout.complete({ workoutId: day(2), duration: 20, exercisesCompleted: 4 });
    expect(done.session.workoutId).toBe(day(2));
  });
});
