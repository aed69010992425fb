import { describe, expect, it } from "vitest";
import { habitMonth } from "../habits/calendar.ts";
import { effectiveHabitStreak, habitRunAfter, habitRunFromLogs } from "../habits/habits.ts";
import { localDateOf } from "../shared/calendar.ts";
import { cooldownEndsAt, cooldownStatus } from "./cooldown.ts";
import {
  allPausedBetween,
  currentPause,
  endPauseEarly,
  isPausedOn,
  pauseDaysLeft,
  pausedDaysIn,
  pausedUntilLabel,
  pauseFrom,
  pauseRefusal,
  runReaches,
} from "./pause.ts";
import { effectiveStreak, runAfter, streakAsOf } from "./streak.ts";

const pause = (firstDay: string, lastDay: string) => ({ firstDay, lastDay });

describe("paused days", () => {
  const pauses = [pause("2026-03-05", "2026-03-07"), pause("2026-03-08", "2026-03-09")];
  it("are the days of a pause, both ends included", () => {
    expect(isPausedOn(pauses, "2026-03-04")).toBe(false);
    expect(isPausedOn(pauses, "2026-03-05")).toBe(true);
    expect(isPausedOn(pauses, "2026-03-09")).toBe(true);
    expect(isPausedOn(pauses, "2026-03-10")).toBe(false);
    expect(pausedDaysIn(pauses, "2026-03-01", "2026-03-31")).toBe(5);
    expect(pausedDaysIn(pauses, "2026-03-06", "2026-03-08")).toBe(3);
  });
  it("cover a range across two pauses that touch, and an empty range", () => {
    expect(allPausedBetween(pauses, "2026-03-05", "2026-03-09")).toBe(true);
    expect(allPausedBetween(pauses, "2026-03-04", "2026-03-09")).toBe(false);
    expect(allPausedBetween([], "2026-03-05", "2026-03-04")).toBe(true);
  });
  it("carry a run from its last day to a later one only across paused days", () => {
    expect(runReaches([], "2026-03-04", "2026-03-05")).toBe(true);
    expect(runReaches([], "2026-03-03", "2026-03-05")).toBe(false);
    expect(runReaches(pauses, "2026-03-04", "2026-03-10")).toBe(true);
    expect(runReaches(pauses, "2026-03-04", "2026-03-11")).toBe(false);
    expect(runReaches(pauses, "2026-03-03", "2026-03-10")).toBe(false);
    expect(runReaches(pauses, "2026-03-05", "2026-03-05")).toBe(false);
    expect(runReaches(pauses, "2026-03-10", "2026-03-05")).toBe(false);
  });
});

describe("the pause budget: 14 days in any 90", () => {
  const today = "2026-03-01";
  it("gives a new member 14 days, a pause of 1 to 14 days starting today or later", () => {
    expect(pauseDaysLeft([], today)).toBe(14);
    expect(pauseRefusal([], pauseFrom(today, 14), today)).toBeNull();
    expect(pauseRefusal([], pauseFrom("2026-03-03", 3), today)).toBeNull();
    expect(pauseRefusal([], pauseFrom(today, 15), today)?.kind).toBe("invalid");
    expect(pauseRefusal([], pauseFrom("2026-02-28", 2), today)).toEqual({
      kind: "invalid",
      message: "A pause starts today or later.",
    });
  });
  it("counts the new pause with those within 90 days, and says how many days remain", () => {
    const taken = [pause("2026-01-10", "2026-01-19")]; // 10 days, 50 days ago
    expect(pauseDaysLeft(taken, today)).toBe(4);
    expect(pauseRefusal(taken, pauseFrom(today, 4), today)).toBeNull();
    expect(pauseRefusal(taken, pauseFrom(today, 5), today)).toEqual({
      kind: "conflict",
      message: "That pause is too long. You have 4 pause days left (at most 14 in any 90 days).",
    });
    // 90 days from 10 January end on 9 April: a pause from 5 April has 5 days in them.
    expect(pauseDaysLeft(taken, "2026-04-05")).toBe(4);
    expect(pauseDaysLeft(taken, "2026-04-06")).toBe(14);
  });
  it("refuses any pause when all 14 days are spent, naming none left", () => {
    const taken = [pause("2026-02-01", "2026-02-14")];
    expect(pauseDaysLeft(taken, today)).toBe(0);
    expect(pauseRefusal(taken, pauseFrom(today, 1), today)?.message).toBe(
      "That pause is too long. You have no pause days left: at most 14 in any 90 days.",
    );
  });
  it("refuses a pause that overlaps another, as a conflict", () => {
    const taken = [pause("2026-03-01", "2026-03-03")];
    expect(pauseRefusal(taken, pauseFrom("2026-03-03", 2), today)).toEqual({
      kind: "conflict",
      message: "Your program is already paused until Mar 3. Resume it first, or pause from Mar 4.",
    });
    expect(pauseRefusal(taken, pauseFrom("2026-03-04", 2), today)).toBeNull();
  });
});

describe("ending a pause early", () => {
  it("ends one under way yesterday, removes one from today on, leaves one over", () => {
    expect(endPauseEarly(pause("2026-03-01", "2026-03-10"), "2026-03-04")).toEqual({ lastDay: "2026-03-03" });
    expect(endPauseEarly(pause("2026-03-05", "2026-03-10"), "2026-03-04")).toBe("remove");
    // Paused from today: resuming today leaves nothing paused.
    expect(endPauseEarly(pause("2026-03-04", "2026-03-10"), "2026-03-04")).toBe("remove");
    // On its last day a pause still ends: today is a program day again.
    expect(endPauseEarly(pause("2026-03-01", "2026-03-04"), "2026-03-04")).toEqual({ lastDay: "2026-03-03" });
    expect(endPauseEarly(pause("2026-03-01", "2026-03-03"), "2026-03-04")).toBeNull();
  });
  it("shows the pause under way, else the next one", () => {
    const pauses = [pause("2026-03-20", "2026-03-21"), pause("2026-03-01", "2026-03-04")];
    expect(currentPause(pauses, "2026-03-04")).toEqual(pause("2026-03-01", "2026-03-04"));
    expect(currentPause(pauses, "2026-03-05")).toEqual(pause("2026-03-20", "2026-03-21"));
    expect(currentPause(pauses, "2026-03-22")).toBeNull();
    expect(pausedUntilLabel(pause("2026-03-01", "2026-03-04"))).toBe("Paused until Mar 4");
  });
});

describe("the workout streak over a pause", () => {
  const paused = [pause("2026-03-04", "2026-03-08")];
  it("stands across paused days and lapses after the day after the pause", () => {
    const days = ["2026-03-01", "2026-03-02", "2026-03-03"];
    expect(streakAsOf(days, "2026-03-08", paused)).toBe(3);
    expect(streakAsOf(days, "2026-03-09", paused)).toBe(3); // the pause's next day is the new 'today'
    expect(streakAsOf(days, "2026-03-10", paused)).toBe(0);
    expect(streakAsOf(days, "2026-03-08")).toBe(0);
    expect(streakAsOf([...days, "2026-03-09"], "2026-03-09", paused)).toBe(4);
  });
  it("is not extended by a workout on a paused day, nor broken by it", () => {
    expect(runAfter("2026-03-03", 3, "2026-03-05", paused)).toBe(3);
    expect(runAfter("2026-03-05", 3, "2026-03-09", paused)).toBe(4);
    expect(streakAsOf(["2026-03-02", "2026-03-03", "2026-03-05", "2026-03-09"], "2026-03-09", paused)).toBe(3);
    // A run that had lapsed before the pause is not revived by a workout during it.
    expect(runAfter("2026-03-01", 1, "2026-03-05", paused)).toBe(0);
    expect(runAfter("2026-03-05", 0, "2026-03-09", paused)).toBe(1);
  });
  it("holds on the member's calendar across a daylight-saving change (Los Angeles, 8 March 2026)", () => {
    const zone = "America/Los_Angeles";
    const trained = new Date("2026-03-04T07:30:00Z"); // 3 March, 23:30 PST
    const paused = [pause("2026-03-04", "2026-03-08")];
    // 9 March 23:59 PDT (UTC-7): the day after the pause, the run still stands.
    expect(effectiveStreak(6, trained, zone, new Date("2026-03-10T06:59:00Z"), paused)).toBe(6);
    // 10 March 00:00 PDT: 9 March went by without a workout.
    expect(effectiveStreak(6, trained, zone, new Date("2026-03-10T07:00:00Z"), paused)).toBe(0);
  });
  it("follows each member's own days: the same instants in Tokyo and Los Angeles", () => {
    const trained = new Date("2026-06-01T02:00:00Z"); // 1 June 11:00 in Tokyo; 31 May 19:00 in Los Angeles
    const paused = [pause("2026-06-02", "2026-06-04")];
    const now = new Date("2026-06-05T10:00:00Z"); // 5 June 19:00 in Tokyo; 5 June 03:00 in Los Angeles
    expect(effectiveStreak(2, trained, "Asia/Tokyo", now, paused)).toBe(2);
    // In Los Angeles 1 June was neither trained nor paused.
    expect(effectiveStreak(2, trained, "America/Los_Angeles", now, paused)).toBe(0);
  });
});

describe("the recovery cooldown during a pause", () => {
  it("does not apply on a paused day", () => {
    const zone = "Asia/Tokyo";
    const completed = new Date("2026-03-01T01:00:00Z");
    const ends = cooldownEndsAt(completed, zone);
    const now = new Date("2026-03-01T02:00:00Z");
    expect(cooldownStatus(ends, now).canUnlock).toBe(false);
    const paused = [pause(localDateOf(now, zone), "2026-03-05")];
    expect(cooldownStatus(ends, now, isPausedOn(paused, localDateOf(now, zone)))).toEqual({
      canUnlock: true,
      timeRemaining: 0,
      endsAt: null,
    });
  });
});

describe("the reading streak over a pause", () => {
  const paused = [pause("2026-03-04", "2026-03-06")];
  it("stands across paused days; a log on one neither ends nor extends it", () => {
    const run = { streak: 3, lastDate: "2026-03-03" };
    expect(effectiveHabitStreak(run, "2026-03-07", paused)).toBe(3);
    expect(effectiveHabitStreak(run, "2026-03-08", paused)).toBe(0);
    expect(effectiveHabitStreak(run, "2026-03-07")).toBe(0);
    expect(habitRunAfter(run, "2026-03-07", "success", paused)).toEqual({ streak: 4, lastDate: "2026-03-07" });
    expect(habitRunAfter(run, "2026-03-05", "failure", paused)).toEqual({ streak: 3, lastDate: "2026-03-05" });
    expect(
      habitRunFromLogs(
        [
          { date: "2026-03-03", outcome: "success" },
          { date: "2026-03-05", outcome: "failure" },
          { date: "2026-03-07", outcome: "success" },
        ],
        paused,
      ),
    ).toEqual({ streak: 2, lastDate: "2026-03-07", best: 2 });
  });
  it("shows unlogged paused days as paused on the reading calendar only", () => {
    const month = habitMonth([{ habitType: "reading", date: "2026-03-05", completed: true }], "2026-03-07", paused);
    const reading = month.habits.find((h) => h.habit === "reading")?.days.map((d) => d.state);
    const sugar = month.habits.find((h) => h.habit === "sugar")?.days.map((d) => d.state);
    expect(reading?.slice(2)).toEqual(["unlogged", "paused", "success", "paused", "unlogged"]);
    expect(sugar?.slice(3, 6)).toEqual(["unlogged", "unlogged", "unlogged"]);
  });
});
