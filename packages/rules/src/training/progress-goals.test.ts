import { describe, expect, it } from "vitest";
import { goalPeriods, monthlyMinutesGoal, WEEKLY_GOAL } from "./progress-goals.ts";
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

describe("recent sessions", () => {
  it("lists the latest 5", () => {
    expect(RECENT_SESSIONS).toBe(5);
  });
});
