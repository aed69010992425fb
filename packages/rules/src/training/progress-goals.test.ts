import { describe, expect, it } from "vitest";
import { goalPeriods, goalPeriodsReach, goalTotals, monthlyMinutesGoal, WEEKLY_GOAL } from "./progress-goals.ts";
import { RECENT_SESSIONS } from "./recent-sessions.ts";

describe("weekly goal", () => {
  it("asks for 7 workouts", () => {
    expect(WEEKLY_GOAL).toBe(7);
  });
});

describe("monthlyMinutesGoal", () => {
  it("is 1470 until the total plus 300 passes it", () => {
    expect(monthlyMinutesGoal(0)).toBe(1470);
    expect(monthlyMinutesGoal(1170)).toBe(1470);
    expect(monthlyMinutesGoal(1171)).toBe(1471);
    expect(monthlyMinutesGoal(2000)).toBe(2300);
  });
});

describe("goalPeriods", () => {
  it("begins the week at the member's Monday midnight and the month at their 1st", () => {
    // Wednesday 25 November 2026, 10:00 UTC.
    expect(goalPeriods("UTC", new Date("2026-11-25T10:00:00Z"))).toEqual({
      weekStart: new Date("2026-11-23T00:00:00Z"),
      monthStart: new Date("2026-11-01T00:00:00Z"),
    });
    // In Tokyo (UTC+9) the same Monday begins on Sunday at 15:00 UTC.
    expect(goalPeriods("Asia/Tokyo", new Date("2026-11-25T10:00:00Z"))).toEqual({
      weekStart: new Date("2026-11-22T15:00:00Z"),
      monthStart: new Date("2026-10-31T15:00:00Z"),
    });
  });

  it("turns to a new week at the member's own Sunday-to-Monday midnight", () => {
    // 23:30 on Sunday 29 November in New York (UTC-5): still the week of Monday 23rd.
    const sunday = goalPeriods("America/New_York", new Date("2026-11-30T04:30:00Z"));
    expect(sunday.weekStart).toEqual(new Date("2026-11-23T05:00:00Z"));
    // Half an hour later it is Monday 30th there: a new week, still November.
    const monday = goalPeriods("America/New_York", new Date("2026-11-30T05:00:00Z"));
    expect(monday.weekStart).toEqual(new Date("2026-11-30T05:00:00Z"));
    expect(monday.monthStart).toEqual(new Date("2026-11-01T04:00:00Z"));
    // In UTC it was Monday already at 00:00Z.
    expect(goalPeriods("UTC", new Date("2026-11-30T04:30:00Z")).weekStart).toEqual(new Date("2026-11-30T00:00:00Z"));
  });

  it("turns to a new month at the member's own midnight, across a daylight-saving change", () => {
    // 23:59 on 31 October in Berlin (CET since the 25th): still October.
    expect(goalPeriods("Europe/Berlin", new Date("2026-10-31T22:59:00Z")).monthStart).toEqual(
      new Date("2026-09-30T22:00:00Z"),
    );
    // Midnight on 1 November in Berlin: November, which began under CET (UTC+1).
    expect(goalPeriods("Europe/Berlin", new Date("2026-10-31T23:00:00Z")).monthStart).toEqual(
      new Date("2026-10-31T23:00:00Z"),
    );
  });

  it("begins a period where the clocks jump over midnight at the jump", () => {
    // Santiago skips from 23:59:59 on 5 September 2026 to 01:00 on the 6th, a Sunday; the
    // week of Monday 7th begins at its midnight under the new offset (UTC-3).
    expect(goalPeriods("America/Santiago", new Date("2026-09-07T12:00:00Z")).weekStart).toEqual(
      new Date("2026-09-07T03:00:00Z"),
    );
  });
});

describe("goalPeriodsReach", () => {
  it("is at or before both periods' start in every zone", () => {
    // Every named zone, and the furthest behind and ahead of UTC a member may name.
    const zones = [...Intl.supportedValuesOf("timeZone"), "Etc/GMT+12", "Etc/GMT-14"];
    // Each 5 hours of the turns of a week (Monday 4 January 2027), a month (1 March 2027, in
    // the same week as February's end) and a year, and a daylight-saving change.
    const starts = ["2027-01-03T00:00:00Z", "2027-02-27T00:00:00Z", "2026-12-30T00:00:00Z", "2027-03-27T00:00:00Z"];
    for (const start of starts) {
      for (let hour = 0; hour < 72; hour += 5) {
        const now = new Date(Date.parse(start) + hour * 3_600_000);
        const reach = goalPeriodsReach(now);
        for (const zone of zones) {
          const { weekStart, monthStart } = goalPeriods(zone, now);
          expect(reach <= weekStart && reach <= monthStart, `${zone} at ${now.toISOString()}`).toBe(true);
        }
      }
    }
  });
});

describe("goalTotals", () => {
  const periods = goalPeriods("Asia/Tokyo", new Date("2026-11-25T10:00:00Z"));
  const workout = (completedAt: string, duration: number) => ({ completedAt: new Date(completedAt), duration });

  it("counts the week's workouts and the month's minutes, each from its first instant on", () => {
    expect(
      goalTotals(
        [
          // Before the month began in Tokyo (15:00 UTC on 31 October): in neither.
          workout("2026-10-31T14:59:59Z", 60),
          // The month's first instant: its minutes count, but it is not this week.
          workout("2026-10-31T15:00:00Z", 45),
          workout("2026-11-22T14:59:59Z", 30),
          // Monday's first instant in Tokyo, and a later workout: both weeks' and month's.
          workout("2026-11-22T15:00:00Z", 20),
          workout("2026-11-25T09:00:00Z", 25),
        ],
        periods,
      ),
    ).toEqual({ weekWorkouts: 2, monthMinutes: 120 });
  });

  it("is nothing without workouts", () => {
    expect(goalTotals([], periods)).toEqual({ weekWorkouts: 0, monthMinutes: 0 });
  });
});

describe("recent sessions", () => {
  it("lists the latest 5", () => {
    expect(RECENT_SESSIONS).toBe(5);
  });
});
