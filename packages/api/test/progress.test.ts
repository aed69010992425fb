import { eq, queryRows, schema, sql } from "@wolfpack/db";
import { DEMO_MEMBER, seedDemo } from "@wolfpack/db/seed";
import { nextProgramDay } from "@wolfpack/rules/training/program";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../src/auth/password.ts";
import { openTestApi, programDayIds, type TestApi } from "./harness.ts";

/**
 * decisions.md, "Progress numbers": the achievements earned, the latest of them, the
 * workouts of the member's week (Monday to Sunday) and the minutes of their month, on
 * their own calendar, and the program position, held to a count of the member's rows
 * made here in SQL of its own.
 */

let t: TestApi;
let day: (n: number) => number;

beforeAll(async () => {
  t = await openTestApi();
  await seedDemo(t.db, { hashPassword, knownPasswords: true });
  day = await programDayIds(t.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<TestApi["member"]>>;

async function livesIn(member: Member, timezone: string) {
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
}

interface Counted {
  weekWorkouts: number;
  monthMinutes: number;
  achievementsEarned: number;
  recentAchievements: string[];
  daysDone: number;
  nextDay: number | null;
}

/**
 * The numbers as the rows give them at `now`, counted by PostgreSQL on the member's
 * calendar: date_trunc('week') starts weeks on Monday, as the decision does.
 */
async function counted(memberId: string, now: Date): Promise<Counted> {
  const at = now.toISOString();
  const [row] = await queryRows<Omit<Counted, "recentAchievements">>(
    t.db,
    sql`
      with member as (select timezone as zone from users where id = ${memberId}),
      sessions as (
        select (u.completed_at at time zone member.zone) as local_at, u.duration, w.day
        from user_workouts u join workouts w on w.id = u.workout_id, member
        where u.user_id = ${memberId} and u.completed_at <= ${at}::timestamptz
      ),
      local_now as (select ${at}::timestamptz at time zone member.zone as local_now from member),
      done as (
        select day from sessions where day is not null
        union select day from program_day_marks where user_id = ${memberId}
      )
      select
        (select count(*)::int from sessions, local_now
          where local_at >= date_trunc('week', local_now)) as "weekWorkouts",
        (select coalesce(sum(duration), 0)::int from sessions, local_now
          where date_trunc('month', local_at) = date_trunc('month', local_now)) as "monthMinutes",
        (select count(*)::int from user_achievements
          where user_id = ${memberId} and (completed or unlocked_at is not null)) as "achievementsEarned",
        (select count(*)::int from done) as "daysDone",
        (select min(n)::int from generate_series(1, 100) n where n not in (select day from done)) as "nextDay"
    `,
  );
  const recent = await queryRows<{ name: string }>(
    t.db,
    sql`
      select a.name from user_achievements ua join achievements a on a.id = ua.achievement_id
      where ua.user_id = ${memberId} and ua.unlocked_at is not null
      order by ua.unlocked_at desc limit 3
    `,
  );
  if (!row) throw new Error("no count");
  return { ...row, recentAchievements: recent.map((each) => each.name) };
}

/** The numbers as the api gives them: member.progress, and the program position from program.days. */
async function served(member: Member): Promise<Counted> {
  const progress = await member.api.member.progress({ memberId: "me" });
  const program = await member.api.program.days();
  return {
    weekWorkouts: progress.weekWorkouts,
    monthMinutes: progress.monthMinutes,
    achievementsEarned: progress.achievementsEarned,
    recentAchievements: progress.recentAchievements.map((achievement) => achievement.name),
    daysDone: program.completedDays.length,
    nextDay: nextProgramDay(program.completedDays),
  };
}

async function trainAt(member: Member, instant: string, workoutDay: number, duration: number) {
  vi.setSystemTime(new Date(instant));
  await member.api.workout.complete({ workoutId: day(workoutDay), duration, exercisesCompleted: 4 });
}

describe("a member's progress numbers", () => {
  it("are what their sessions, marks and awards count, on their calendar", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Wednesday 25 November 2026, 12:00 in Tokyo.
    const now = new Date("2026-11-25T03:00:00Z");
    vi.setSystemTime(now);
    const member = await t.member();
    await member.api.membership.upgrade();
    await livesIn(member, "Asia/Tokyo");
    const id = member.profile.id;

    // Sessions written as a history, each on the side of a boundary Tokyo and UTC disagree on.
    const sessions = [
      { at: "2026-10-31T14:30:00Z", day: 1, duration: 40 }, // Sat 31 Oct, 23:30: October
      { at: "2026-10-31T15:30:00Z", day: 2, duration: 30 }, // Sun 1 Nov, 00:30 (still 31 Oct in UTC)
      { at: "2026-11-22T14:30:00Z", day: 3, duration: 25 }, // Sun 22 Nov, 23:30: last week
      { at: "2026-11-22T15:30:00Z", day: 5, duration: 35 }, // Mon 23 Nov, 00:30 (Sunday in UTC)
      { at: "2026-11-24T22:00:00Z", day: 2, duration: 20 }, // Wed 25 Nov, 07:00
    ];
    await t.db.insert(schema.userWorkouts).values(
      sessions.map((session) => ({
        userId: id,
        workoutId: day(session.day),
        completedAt: new Date(session.at),
        localDate: session.at.slice(0, 10),
        duration: session.duration,
      })),
    );
    const totalMinutes = sessions.reduce((sum, session) => sum + session.duration, 0);
    await t.db
      .update(schema.users)
      .set({ workoutsCompleted: sessions.length, totalMinutes })
      .where(eq(schema.users.id, id));
    // Days 7 and 8 marked done by hand; day 4 is the gap.
    await member.api.program.toggleDay({ day: 7 });
    await member.api.program.toggleDay({ day: 8 });
    await t.db.insert(schema.userAchievements).values([
      { userId: id, achievementId: "first-hunt", completed: true, unlockedAt: new Date(sessions[0]?.at ?? 0) },
      { userId: id, achievementId: "pack-pup", completed: true, unlockedAt: new Date(sessions[2]?.at ?? 0) },
      { userId: id, achievementId: "warming-up", completed: true, unlockedAt: new Date(sessions[3]?.at ?? 0) },
      { userId: id, achievementId: "spark", completed: true, unlockedAt: new Date(sessions[4]?.at ?? 0) },
      // On the way, not earned: neither counted nor listed.
      { userId: id, achievementId: "time-champion", completed: false, progress: 150 },
    ]);

    const numbers = await served(member);
    expect(numbers).toEqual(await counted(id, now));
    expect(numbers).toEqual({
      weekWorkouts: 2,
      monthMinutes: 30 + 25 + 35 + 20,
      achievementsEarned: 4,
      recentAchievements: ["Spark", "Warming Up", "Pack Pup"],
      daysDone: 6,
      nextDay: 4,
    });
    const progress = await member.api.member.progress({ memberId: "me" });
    expect(progress.monthlyMinutesGoal).toBe(Math.max(1470, totalMinutes + 300));
    expect(progress.recentAchievements[0]).toMatchObject({
      id: "spark",
      tier: "bronze",
      unlockedAt: new Date(sessions[4]?.at ?? 0),
    });
  });

  it("start a new week at the member's own Sunday-to-Monday midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await livesIn(member, "America/New_York");
    const id = member.profile.id;

    // 23:40 on Sunday 29 November in New York; already Monday in UTC.
    await trainAt(member, "2026-11-30T04:40:00Z", 1, 20);
    expect(await served(member)).toEqual(await counted(id, new Date()));
    expect(await served(member)).toMatchObject({
      weekWorkouts: 1,
      monthMinutes: 20,
      achievementsEarned: 1,
      recentAchievements: ["First Hunt"],
    });

    // 00:10 on Monday 30 November there: a new week, the same month.
    vi.setSystemTime(new Date("2026-11-30T05:10:00Z"));
    expect(await served(member)).toEqual(await counted(id, new Date()));
    expect(await served(member)).toMatchObject({ weekWorkouts: 0, monthMinutes: 20 });
    await trainAt(member, "2026-11-30T05:20:00Z", 2, 25);
    expect(await served(member)).toEqual(await counted(id, new Date()));
    expect(await served(member)).toMatchObject({ weekWorkouts: 1, monthMinutes: 45, daysDone: 2, nextDay: 3 });
  });

  it("start a new month at the member's own midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await livesIn(member, "Asia/Tokyo");
    const id = member.profile.id;

    // 23:50 on Saturday 31 October in Tokyo.
    await trainAt(member, "2026-10-31T14:50:00Z", 1, 20);
    expect(await served(member)).toMatchObject({ weekWorkouts: 1, monthMinutes: 20 });
    // 00:10 on Sunday 1 November there (31 October in UTC): a new month, the same week.
    vi.setSystemTime(new Date("2026-10-31T15:10:00Z"));
    expect(await served(member)).toEqual(await counted(id, new Date()));
    expect(await served(member)).toMatchObject({ weekWorkouts: 1, monthMinutes: 0 });
    await trainAt(member, "2026-10-31T15:20:00Z", 2, 25);
    expect(await served(member)).toEqual(await counted(id, new Date()));
    expect(await served(member)).toMatchObject({ weekWorkouts: 2, monthMinutes: 25 });
  });

  it("count the demo member's earned achievements as the achievements screen does", async () => {
    const visitor = t.caller();
    await visitor.api.auth.login({ email: DEMO_MEMBER.email, password: "password123" });
    const demo = t.caller(visitor.sessionCookie() ?? "").api;
    const [row] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_MEMBER.email));
    const progress = await demo.member.progress({ memberId: "me" });
    const expected = await counted(row?.id ?? "", new Date());
    expect(progress.achievementsEarned).toBe(expected.achievementsEarned);
    expect(progress.achievementsEarned).toBeGreaterThan(0);
    // The screen's own count: the catalogue's achievements among the earned entries.
    const catalogue = await demo.achievement.list();
    const earned = new Set((await demo.achievement.earned({ memberId: "me" })).map((entry) => entry.achievementId));
    expect(catalogue.filter((achievement) => earned.has(achievement.id))).toHaveLength(progress.achievementsEarned);
    expect(progress.recentAchievements).toHaveLength(3);
    for (const achievement of progress.recentAchievements) expect(earned.has(achievement.id)).toBe(true);
  });

  it("are the member's own; an admin may read anyone's", async () => {
    const member = await t.member();
    const other = await t.member();
    await expect(member.api.member.progress({ memberId: other.profile.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await other.api.workout.complete({ workoutId: day(1), duration: 15, exercisesCompleted: 4 });
    await t.makeAdmin(member.profile.id);
    expect(await member.api.member.progress({ memberId: other.profile.id })).toMatchObject({
      weekWorkouts: 1,
      monthMinutes: 15,
      achievementsEarned: 1,
    });
  });
});
