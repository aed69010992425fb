/**
 * A missed habit log made the day after (docs/rules.md, Habits): yesterday may be logged once, until
 * the end of the member's today, and counts in the streak as if made on time.
 */
import { eq, HABIT_COLUMNS, schema } from "@wolfpack/db";
import { HABIT_TYPES, type HabitType, habitOutcome, habitRunFromLogs } from "@wolfpack/rules/habits/habits";
import { isAlertMilestone } from "@wolfpack/rules/habits/milestones";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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

async function memberIn(timezone: string) {
  const member = await t.member();
  await t.db.update(schema.users).set({ timezone }).where(eq(schema.users.id, member.profile.id));
  return member;
}

function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function storedRow(memberId: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, memberId));
  if (!row) throw new Error("no such member");
  return row;
}

/** Each habit's stored run, checked against what its logs alone give (decisions.md). */
async function expectColumnsMatchLogs(memberId: string) {
  const row = await storedRow(memberId);
  const rows = await t.db.select().from(schema.habitLogs).where(eq(schema.habitLogs.userId, memberId));
  for (const habit of HABIT_TYPES) {
    const run = habitRunFromLogs(
      rows
        .filter((log) => log.habitType === habit)
        .map((log) => ({ date: log.date, outcome: habitOutcome(habit, log.completed) })),
    );
    const { streak, lastDate, best } = HABIT_COLUMNS[habit];
    expect({ habit, streak: row[streak], lastDate: row[lastDate], best: row[best] }).toEqual({ habit, ...run });
  }
}

/** Logs a success on each of the given mornings (UTC instants), as the member would have. */
async function loggedOn(member: Member, habitType: HabitType, instants: string[]) {
  for (const instant of instants) {
    clockAt(instant);
    await member.api.habit.log({ habitType, outcome: "success" });
  }
}

const streakOf = (member: { daysWithoutSmoking: number } | null) => member?.daysWithoutSmoking ?? -1;

describe("logging a missed yesterday", () => {
  // Los Angeles is UTC-8 in late November: 18:00 UTC is 10:00 there.
  const LA = "America/Los_Angeles";

  it("keeps the streak: the day counts as if logged on time", async () => {
    const member = await memberIn(LA);
    await loggedOn(member, "smoking", ["2026-11-21T18:00:00Z", "2026-11-22T18:00:00Z"]);
    // Nov 23 goes unlogged. On Nov 24 the streak shows 0 until yesterday is logged.
    clockAt("2026-11-24T18:00:00Z");
    expect(streakOf(await member.api.auth.me())).toBe(0);
    const { log, member: after } = await member.api.habit.log({
      habitType: "smoking",
      outcome: "success",
      day: "yesterday",
    });
    expect(log).toMatchObject({ date: "2026-11-23", outcome: "success", completed: false });
    expect(streakOf(after)).toBe(3);
    // The milestone the late log reaches is raised from this answer as from any log.
    expect(isAlertMilestone(streakOf(after))).toBe(true);
    await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    expect(streakOf(await member.api.auth.me())).toBe(4);
    await expectColumnsMatchLogs(member.profile.id);
  });

  it("joins the run when today was logged first", async () => {
    const member = await memberIn(LA);
    await loggedOn(member, "smoking", ["2026-11-20T18:00:00Z", "2026-11-21T18:00:00Z", "2026-11-22T18:00:00Z"]);
    clockAt("2026-11-24T18:00:00Z");
    const { member: todayOnly } = await member.api.habit.log({ habitType: "smoking", outcome: "success" });
    expect(streakOf(todayOnly)).toBe(1);
    const { member: joined } = await member.api.habit.log({
      habitType: "smoking",
      outcome: "success",
      day: "2026-11-23",
    });
    expect(streakOf(joined)).toBe(5);
    expect(joined.bestDaysWithoutSmoking).toBe(5);
    await expectColumnsMatchLogs(member.profile.id);
    const history = await member.api.habit.history();
    expect(history.map((entry) => entry.date)).toEqual([
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
    ]);
  });

  it("counts a late failure as a failure: the run after it starts again", async () => {
    const member = await memberIn(LA);
    await loggedOn(member, "reading", ["2026-11-22T18:00:00Z", "2026-11-24T18:00:00Z"]);
    await member.api.habit.log({ habitType: "reading", outcome: "failure", day: "yesterday" });
    expect((await member.api.auth.me())?.daysReading).toBe(1);
    await expectColumnsMatchLogs(member.profile.id);
  });

  it("takes yesterday once: a second log gets 409 and changes nothing", async () => {
    const member = await memberIn(LA);
    clockAt("2026-11-24T18:00:00Z");
    await member.api.habit.log({ habitType: "sugar", outcome: "success", day: "yesterday" });
    const before = await storedRow(member.profile.id);
    await expect(
      member.api.habit.log({ habitType: "sugar", outcome: "failure", day: "yesterday" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Sugar Avoidance is already logged for yesterday (Nov 23). A day's log cannot be changed.",
    });
    expect(await storedRow(member.profile.id)).toEqual(before);
    expect(await member.api.habit.history()).toHaveLength(1);
    // A day logged on time is as final the day after.
    await member.api.habit.log({ habitType: "drinking", outcome: "success" });
    clockAt("2026-11-25T18:00:00Z");
    await expect(
      member.api.habit.log({ habitType: "drinking", outcome: "failure", day: "yesterday" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses two days back and days to come with 400", async () => {
    const member = await memberIn(LA);
    clockAt("2026-11-24T18:00:00Z");
    await expect(
      member.api.habit.log({ habitType: "smoking", outcome: "success", day: "2026-11-22" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Nov 22 can no longer be logged. A missed day can be logged only the day after, until midnight: today that is Nov 23.",
    });
    await expect(
      member.api.habit.log({ habitType: "smoking", outcome: "success", day: "2026-11-25" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      member.api.habit.log({ habitType: "smoking", outcome: "success", day: "the day before" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Day must be today, yesterday or a date as YYYY-MM-DD." });
    expect(await member.api.habit.history()).toHaveLength(0);
  });

  it("closes at the member's midnight", async () => {
    const member = await memberIn(LA);
    // 23:59 on Nov 24 in Los Angeles: Nov 23 is still open.
    clockAt("2026-11-25T07:59:00Z");
    await member.api.habit.log({ habitType: "smoking", outcome: "success", day: "2026-11-23" });
    // A minute later it is Nov 25 there: Nov 23 is two days back, for any habit.
    clockAt("2026-11-25T08:00:00Z");
    await expect(
      member.api.habit.log({ habitType: "drinking", outcome: "success", day: "2026-11-23" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const { log } = await member.api.habit.log({ habitType: "drinking", outcome: "success", day: "yesterday" });
    expect(log.date).toBe("2026-11-24");
  });

  it("follows each member's own calendar: Los Angeles and Tokyo at one instant", async () => {
    const angeleno = await memberIn(LA);
    const tokyoite = await memberIn("Asia/Tokyo");
    // 16:00 UTC on Nov 24: 08:00 Nov 24 in Los Angeles, 01:00 Nov 25 in Tokyo.
    clockAt("2026-11-24T16:00:00Z");
    const inLA = await angeleno.api.habit.log({ habitType: "reading", outcome: "success", day: "yesterday" });
    const inTokyo = await tokyoite.api.habit.log({ habitType: "reading", outcome: "success", day: "yesterday" });
    expect(inLA.log.date).toBe("2026-11-23");
    expect(inTokyo.log.date).toBe("2026-11-24");
    await expect(
      tokyoite.api.habit.log({ habitType: "smoking", outcome: "success", day: "2026-11-23" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await angeleno.api.habit.log({ habitType: "smoking", outcome: "success", day: "2026-11-23" });
  });

  it("keeps today's log the default", async () => {
    const member = await memberIn(LA);
    clockAt("2026-11-24T18:00:00Z");
    const { log } = await member.api.habit.log({ habitType: "sugar", outcome: "success" });
    expect(log.date).toBe("2026-11-24");
  });
});
