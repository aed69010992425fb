import { count, eq, HABIT_COLUMNS, schema } from "@wolfpack/db";
import { testDriver } from "@wolfpack/db/testing";
import {
  effectiveHabitStreak,
  HABIT_TYPES,
  type HabitType,
  habitOutcome,
  habitRunFromLogs,
} from "@wolfpack/rules/habits/habits";
import { isAlertMilestone } from "@wolfpack/rules/habits/milestones";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { habitLogFromWire } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<TestApi["member"]>>;

async function inZone(member: Member, timezone: string) {
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
}

async function storedRow(memberId: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, memberId));
  if (!row) throw new Error("no such member");
  return row;
}

/** Each habit's run and best run as the member's logs alone give them. */
async function runsFromLogs(memberId: string) {
  const rows = await t.db.select().from(schema.habitLogs).where(eq(schema.habitLogs.userId, memberId));
  const runOf = (habit: HabitType) =>
    habitRunFromLogs(
      rows
        .filter((log) => log.habitType === habit)
        .map((log) => ({ date: log.date, outcome: habitOutcome(habit, log.completed) })),
    );
  return Object.fromEntries(HABIT_TYPES.map((habit) => [habit, runOf(habit)])) as Record<
    HabitType,
    ReturnType<typeof habitRunFromLogs>
  >;
}

/** Each habit's stored run against what its logs alone give; the recount, for more checks. */
async function expectColumnsMatchLogs(memberId: string) {
  const row = await storedRow(memberId);
  const runs = await runsFromLogs(memberId);
  for (const habit of HABIT_TYPES) {
    const { streak, lastDate, best } = HABIT_COLUMNS[habit];
    expect({ habit, streak: row[streak], lastDate: row[lastDate], best: row[best] }).toEqual({ habit, ...runs[habit] });
  }
  return runs;
}

describe("logging a habit", () => {
  it.each([
    ["smoking", "success", false],
    ["smoking", "failure", true],
    ["drinking", "success", false],
    ["drinking", "failure", true],
    ["sugar", "success", false],
    ["sugar", "failure", true],
    ["reading", "success", true],
    ["reading", "failure", false],
  ] as const)("keeps %s %s as completed=%s on the wire, and counts it", async (habitType, outcome, completed) => {
    const member = await t.member();
    const { log, member: after } = await member.api.habit.log({ habitType, outcome, notes: "  first day  " });
    expect(log).toMatchObject({ habitType, outcome, completed, notes: "first day" });
    expect(after[HABIT_COLUMNS[habitType].streak]).toBe(outcome === "success" ? 1 : 0);
    // The REST path's body, translated, means the same thing.
    expect(habitLogFromWire("me", { habitType, completed })).toMatchObject({ habitType, outcome });
    const [history] = await member.api.habit.history();
    expect(history).toMatchObject({ habitType, outcome, completed });
  });

  it("takes one log per habit and day: a second gets 409 and changes nothing", async () => {
    const member = await t.member();
    await member.api.habit.log({ habitType: "sugar", outcome: "success" });
    const before = await storedRow(member.profile.id);
    await expect(member.api.habit.log({ habitType: "sugar", outcome: "failure" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Sugar Avoidance is already logged for today. A day's log cannot be changed.",
    });
    expect(await storedRow(member.profile.id)).toEqual(before);
    expect(await member.api.habit.history()).toHaveLength(1);
    // Another habit the same day is its own log.
    await member.api.habit.log({ habitType: "reading", outcome: "success" });
    expect(await member.api.habit.history()).toHaveLength(2);
  });

  it("lets only one of two logs sent at once for the same habit land", async () => {
    const member = await t.member();
    const results = await Promise.allSettled([
      member.api.habit.log({ habitType: "drinking", outcome: "success" }),
      member.api.habit.log({ habitType: "drinking", outcome: "failure" }),
      member.api.habit.log({ habitType: "smoking", outcome: "success" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "fulfilled", "rejected"]);
    await expectColumnsMatchLogs(member.profile.id);
  });

  it("refuses a log for another member, and a habit or outcome it does not know", async () => {
    const member = await t.member();
    const other = await t.member();
    await expect(
      member.api.habit.log({ memberId: other.profile.id, habitType: "reading", outcome: "success" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: "You can only log your own habits." });
    await expect(member.api.habit.log({ habitType: "vaping" as HabitType, outcome: "success" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Habit must be one of smoking, drinking, sugar, reading",
    });
    expect(() => habitLogFromWire("me", { habitType: "reading", completed: "yes" })).toThrow(
      "completed must be true or false",
    );
    expect(await member.api.habit.history()).toEqual([]);
  });
});

describe("habit streaks on the member's own calendar", () => {
  it("runs over consecutive local days, ends on a failure, keeps the best, and reads 0 after a skipped day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await inZone(member, "Asia/Tokyo");
    const logAt = async (instant: string, outcome: "success" | "failure") => {
      vi.setSystemTime(new Date(instant));
      return (await member.api.habit.log({ habitType: "smoking", outcome })).member.daysWithoutSmoking;
    };
    // 23:50 on 1 June in Tokyo, then 00:10 on 2 June: twenty minutes apart, two days in a row.
    expect(await logAt("2026-06-01T14:50:00Z", "success")).toBe(1);
    expect(await logAt("2026-06-01T15:10:00Z", "success")).toBe(2);
    expect(await logAt("2026-06-03T01:00:00Z", "success")).toBe(3);
    // A relapse ends the run; what was achieved stays as the best.
    expect(await logAt("2026-06-04T01:00:00Z", "failure")).toBe(0);
    expect(await logAt("2026-06-05T01:00:00Z", "success")).toBe(1);
    expect(await storedRow(member.profile.id)).toMatchObject({ daysWithoutSmoking: 1, bestDaysWithoutSmoking: 3 });
    // 6 June: yesterday logged, the run holds. 7 June: 6 June went unlogged, it reads 0.
    vi.setSystemTime(new Date("2026-06-06T12:00:00Z"));
    expect((await member.api.auth.me())?.daysWithoutSmoking).toBe(1);
    vi.setSystemTime(new Date("2026-06-07T12:00:00Z"));
    expect((await member.api.auth.me())?.daysWithoutSmoking).toBe(0);
    // Logging again after the gap starts a new run of 1.
    expect(await logAt("2026-06-07T12:30:00Z", "success")).toBe(1);
    await expectColumnsMatchLogs(member.profile.id);
  });

  it("files a log under the member's day, not the server's: the same instant is two days in two zones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T23:30:00Z"));
    const tokyo = await t.member();
    const newYork = await t.member();
    await inZone(tokyo, "Asia/Tokyo");
    await inZone(newYork, "America/New_York");
    expect((await tokyo.api.habit.log({ habitType: "reading", outcome: "success" })).log.date).toBe("2026-06-02");
    expect((await newYork.api.habit.log({ habitType: "reading", outcome: "success" })).log.date).toBe("2026-06-01");
  });

  it("keeps all four habits for a week: streaks grow each day and reach the milestones on days 1, 3 and 7", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await inZone(member, "Europe/Berlin");
    const milestonesReached: number[] = [];
    for (let day = 1; day <= 7; day++) {
      // Evening in Berlin, on 1 to 7 March (a week with no daylight-saving change).
      vi.setSystemTime(new Date(`2026-03-0${day}T19:00:00Z`));
      for (const habitType of HABIT_TYPES) {
        await member.api.habit.log({ habitType, outcome: "success", notes: `day ${day}` });
      }
      const me = await member.api.auth.me();
      const streaks = HABIT_TYPES.map((habit) => me?.[HABIT_COLUMNS[habit].streak]);
      expect(streaks, `day ${day}`).toEqual([day, day, day, day]);
      if (streaks.every((streak) => streak !== undefined && isAlertMilestone(streak))) milestonesReached.push(day);
    }
    expect(milestonesReached).toEqual([1, 3, 7]);
    const history = await member.api.habit.history({ perHabit: 7 });
    expect(history).toHaveLength(28);
    expect(history[0]).toMatchObject({ date: "2026-03-07", notes: "day 7" });
    expect(history.at(-1)).toMatchObject({ date: "2026-03-01" });
    await expectColumnsMatchLogs(member.profile.id);
    expect(await storedRow(member.profile.id)).toMatchObject({
      bestDaysWithoutSmoking: 7,
      bestDaysWithoutDrinking: 7,
      bestDaysWithoutSugar: 7,
      bestDaysReading: 7,
    });
  });

  it("logs a day once across time zones: after a move to a zone behind, the day already logged is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 10:30Z on 24 November 2026: 00:30 on the 25th in Kiritimati, 23:30 on the 23rd in Pago Pago.
    vi.setSystemTime(new Date("2026-11-24T10:30:00Z"));
    const member = await t.member();
    const moveTo = (timezone: string) =>
      member.api.profile.update({ username: member.username, email: member.email, timezone });
    await moveTo("Pacific/Kiritimati");
    const first = await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    expect(first.log.date).toBe("2026-11-25");
    for (const [zone, today] of [
      ["Pacific/Pago_Pago", "Nov 23"],
      ["UTC", "Nov 24"],
    ] as const) {
      await moveTo(zone);
      await expect(member.api.habit.log({ habitType: "smoking", outcome: "success" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: `Smoking Cessation is already logged for Nov 25, a later day than today (${today} in your time zone). Log it again on Nov 26.`,
      });
    }
    // Another habit has no later day logged: its today in UTC, the 24th, is open.
    expect((await member.api.habit.log({ habitType: "reading", outcome: "success" })).log.date).toBe("2026-11-24");
    expect(await member.api.habit.history()).toHaveLength(2);
    expect(await storedRow(member.profile.id)).toMatchObject({ daysWithoutSmoking: 1, bestDaysWithoutSmoking: 1 });
    // The 26th in UTC: the day after the last logged one, and the run goes on.
    vi.setSystemTime(new Date("2026-11-26T08:00:00Z"));
    expect((await member.api.habit.log({ habitType: "smoking", outcome: "success" })).member.daysWithoutSmoking).toBe(
      2,
    );
    await expectColumnsMatchLogs(member.profile.id);
  });

  it("keeps each stored streak and best equal to the recount of the logs, whatever the member does with time zones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "America/Santiago", "Asia/Kolkata"] as const;
    const step = fc.oneof(
      fc.record({ move: fc.constantFrom(...zones) }),
      fc.record({ hours: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ habitType: fc.constantFrom(...HABIT_TYPES), outcome: fc.constantFrom("success", "failure") }),
    );
    await fc.assert(
      // From a few days before Santiago's clocks jump over midnight on 6 September 2026.
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 * 24 }),
        fc.array(step, { minLength: 10, maxLength: 10 }),
        async (start, steps) => {
          vi.setSystemTime(new Date(Date.UTC(2026, 8, 3) + start * 3_600_000));
          const member = await t.member();
          let zone = member.profile.timezone;
          const today = () => localDateOf(new Date(), zone);
          let runs = await expectColumnsMatchLogs(member.profile.id);
          for (const next of steps) {
            if ("move" in next) {
              zone = next.move;
              await member.api.profile.update({ username: member.username, email: member.email, timezone: zone });
            } else if ("hours" in next) {
              vi.setSystemTime(Date.now() + next.hours * 3_600_000);
            } else {
              const last = runs[next.habitType].lastDate;
              const logging = member.api.habit.log(next);
              // A log is for the member's today, and only after the habit's last logged day.
              if (last === null || today() > last) expect((await logging).log.date).toBe(today());
              else await expect(logging).rejects.toMatchObject({ code: "CONFLICT" });
            }
            runs = await expectColumnsMatchLogs(member.profile.id);
            const seen = await member.api.auth.me();
            for (const habit of HABIT_TYPES) {
              expect(seen?.[HABIT_COLUMNS[habit].streak]).toBe(effectiveHabitStreak(runs[habit], today()));
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("gives the latest logs of each habit, newest first (a day's in the tabs' order), as many as asked for", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    for (let day = 1; day <= 9; day++) {
      vi.setSystemTime(new Date(`2026-04-0${day}T12:00:00Z`));
      await member.api.habit.log({ habitType: "reading", outcome: day % 3 === 0 ? "failure" : "success" });
      if (day % 2 === 0) await member.api.habit.log({ habitType: "sugar", outcome: "success" });
    }
    const latest = await member.api.habit.history({ perHabit: 3 });
    expect(latest.map((log) => `${log.habitType} ${log.date}`)).toEqual([
      "reading 2026-04-09",
      "sugar 2026-04-08",
      "reading 2026-04-08",
      "reading 2026-04-07",
      "sugar 2026-04-06",
      "sugar 2026-04-04",
    ]);
    expect(latest[0]?.outcome).toBe("failure");
  });
});

describe("reminders", () => {
  it("are created with the spec's defaults, listed by time, switched off and deleted by their owner", async () => {
    const member = await t.member();
    const evening = await member.api.habit.createReminder({ habitType: "reading", reminderTime: "21:30" });
    const morning = await member.api.habit.createReminder({
      habitType: "smoking",
      reminderTime: "07:15",
      streakAlerts: false,
    });
    expect(evening).toMatchObject({ habitType: "reading", reminderTime: "21:30", enabled: true, streakAlerts: true });
    expect((await member.api.habit.reminders()).map((r) => r.id)).toEqual([morning.id, evening.id]);

    expect(await member.api.habit.updateReminder({ id: evening.id, enabled: false })).toMatchObject({ enabled: false });
    expect(await member.api.habit.deleteReminder({ id: morning.id })).toEqual({ id: morning.id });
    expect(await member.api.habit.reminders()).toMatchObject([{ id: evening.id, enabled: false }]);
  });

  it("refuses a time that is not HH:MM on the 24-hour clock, and writes nothing", async () => {
    const member = await t.member();
    for (const reminderTime of ["9:00", "24:00", "12:60", "noon", "09:00 pm"]) {
      await expect(member.api.habit.createReminder({ habitType: "sugar", reminderTime })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Reminder time must be HH:MM on the 24-hour clock, such as 09:00 or 21:30",
      });
    }
    expect(await member.api.habit.reminders()).toEqual([]);
  });

  it("answers 404 to anyone but the owner who changes or deletes one, and lets only admins read another's", async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const reminder = await owner.api.habit.createReminder({ habitType: "drinking", reminderTime: "18:00" });
    await expect(stranger.api.habit.updateReminder({ id: reminder.id, enabled: false })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Reminder not found.",
    });
    await expect(stranger.api.habit.deleteReminder({ id: reminder.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.api.habit.claimReminder({ id: reminder.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.api.habit.reminders({ memberId: owner.profile.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      stranger.api.habit.createReminder({ memberId: owner.profile.id, habitType: "sugar", reminderTime: "08:00" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await owner.api.habit.reminders()).toMatchObject([{ id: reminder.id, enabled: true }]);

    await t.makeAdmin(stranger.profile.id);
    expect(await stranger.api.habit.reminders({ memberId: owner.profile.id })).toHaveLength(1);
  });

  it("are raised by the first of a member's tabs to claim them each day, and by no other", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-10T07:00:00Z"));
    const member = await t.member();
    await inZone(member, "America/Los_Angeles");
    const reminder = await member.api.habit.createReminder({ habitType: "reading", reminderTime: "00:00" });
    const claims = await Promise.all([1, 2, 3].map(() => member.api.habit.claimReminder({ id: reminder.id })));
    expect(claims.filter((claim) => claim.raise)).toHaveLength(1);
    // Later the same local day (23:59 on 10 May in Los Angeles): still claimed.
    vi.setSystemTime(new Date("2026-05-11T06:59:00Z"));
    expect(await member.api.habit.claimReminder({ id: reminder.id })).toEqual({ raise: false });
    // Midnight there: a new day, a new claim.
    vi.setSystemTime(new Date("2026-05-11T07:00:00Z"));
    expect(await member.api.habit.claimReminder({ id: reminder.id })).toEqual({ raise: true });
  });

  it("count a claim late in the evening for that evening's day, where the clocks jump over midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const member = await t.member();
    await inZone(member, "America/Santiago");
    const reminder = await member.api.habit.createReminder({ habitType: "reading", reminderTime: "23:30" });
    // 23:30 on 5 September 2026 in Santiago (UTC-4): raised for the 5th.
    vi.setSystemTime(new Date("2026-09-06T03:30:00Z"));
    expect(await member.api.habit.claimReminder({ id: reminder.id })).toEqual({ raise: true });
    // After 23:59:59 the clocks show 01:00 on the 6th (UTC-3): a new day, a new claim.
    vi.setSystemTime(new Date("2026-09-06T04:00:00Z"));
    expect(await member.api.habit.claimReminder({ id: reminder.id })).toEqual({ raise: true });
    expect(await member.api.habit.claimReminder({ id: reminder.id })).toEqual({ raise: false });
  });

  it("are at most twenty per member", async () => {
    const member = await t.member();
    for (let minute = 0; minute < 20; minute++) {
      await member.api.habit.createReminder({
        habitType: "reading",
        reminderTime: `20:${String(minute).padStart(2, "0")}`,
      });
    }
    await expect(
      member.api.habit.createReminder({ habitType: "reading", reminderTime: "21:00" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You can keep at most 20 reminders. Delete one to add another.",
    });
  });

  it("are exactly twenty when a member asks for 25 at once", async () => {
    const member = await t.member();
    const asked = Array.from({ length: 25 }, (_, i) =>
      member.api.habit.createReminder({ habitType: "reading", reminderTime: `06:${String(i).padStart(2, "0")}` }),
    );
    const settled = await Promise.allSettled(asked);
    expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(20);
    expect(
      settled.flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : [])),
    ).toEqual(Array(5).fill(REMINDER_CAP));
    expect(await storedReminders(member)).toBe(20);
  });

  it.runIf(testDriver() === "postgres")(
    "are exactly twenty when a member asks for 40 at once through two server instances",
    async () => {
      const member = await t.member();
      const other = await t.secondInstance();
      try {
        const asked = Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? t.caller : other.caller)(member.cookie).api.habit.createReminder({
            habitType: "sugar",
            reminderTime: `07:${String(i).padStart(2, "0")}`,
          }),
        );
        const settled = await Promise.allSettled(asked);
        expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(20);
        expect(await storedReminders(member)).toBe(20);
      } finally {
        await other.close();
      }
    },
  );
});

const REMINDER_CAP = "You can keep at most 20 reminders. Delete one to add another.";

async function storedReminders(member: Member): Promise<number> {
  const reminders = schema.habitReminders;
  const [row] = await t.db.select({ n: count() }).from(reminders).where(eq(reminders.userId, member.profile.id));
  return row?.n ?? 0;
}
