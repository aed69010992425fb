import { describe, expect, it } from "vitest";
import { HABIT_TYPES } from "./habits.ts";
import {
  HABIT_YESTERDAY_FAILURE,
  HABIT_YESTERDAY_QUESTION,
  HABIT_YESTERDAY_SUCCESS,
  lateLogClosesAt,
  logDayAllowed,
  logDayAllowedAt,
  yesterdayOf,
} from "./log-day.ts";

const at = (iso: string) => new Date(iso);

describe("the day a habit log goes on", () => {
  it("is today by default, or yesterday once, late", () => {
    expect(logDayAllowed("today", "2026-11-24")).toEqual({ allowed: true, date: "2026-11-24", late: false });
    expect(logDayAllowed("yesterday", "2026-11-24")).toEqual({ allowed: true, date: "2026-11-23", late: true });
    expect(logDayAllowed("2026-11-24", "2026-11-24")).toEqual({ allowed: true, date: "2026-11-24", late: false });
    expect(logDayAllowed("2026-11-23", "2026-11-24")).toEqual({ allowed: true, date: "2026-11-23", late: true });
  });

  it("refuses two days back and any day to come, saying why", () => {
    expect(logDayAllowed("2026-11-22", "2026-11-24")).toEqual({
      allowed: false,
      refusal:
        "Nov 22 can no longer be logged. A missed day can be logged only the day after, until midnight: today that is Nov 23.",
    });
    expect(logDayAllowed("2026-11-25", "2026-11-24")).toEqual({
      allowed: false,
      refusal: "Nov 25 has not come yet in your time zone (today is Nov 24). Log it on the day.",
    });
    for (const nonsense of ["tomorrow", "2026-13-40", "24/11/2026", ""]) {
      expect(logDayAllowed(nonsense, "2026-11-24")).toMatchObject({ allowed: false });
    }
  });

  it("crosses month and year ends and leap days on the calendar", () => {
    expect(yesterdayOf("2027-01-01")).toBe("2026-12-31");
    expect(yesterdayOf("2028-03-01")).toBe("2028-02-29");
    expect(yesterdayOf("2026-03-01")).toBe("2026-02-28");
  });
});

describe("yesterday on the member's own calendar", () => {
  it("stays open until the member's midnight, to the second", () => {
    const zone = "America/New_York";
    // Nov 24 23:59:59 in New York (EST, UTC-5).
    expect(logDayAllowedAt("2026-11-23", at("2026-11-25T04:59:59Z"), zone)).toMatchObject({ allowed: true });
    // Midnight: Nov 23 is now two days back; 'yesterday' means Nov 24.
    expect(logDayAllowedAt("2026-11-23", at("2026-11-25T05:00:00Z"), zone)).toMatchObject({ allowed: false });
    expect(logDayAllowedAt("yesterday", at("2026-11-25T05:00:00Z"), zone)).toMatchObject({ date: "2026-11-24" });
    expect(lateLogClosesAt("2026-11-23", zone)).toEqual(at("2026-11-25T05:00:00Z"));
  });

  it("follows New York over the spring change: a 23-hour today, not 24 hours back", () => {
    const zone = "America/New_York";
    // Sunday Mar 8 2026 lasts 23 hours (02:00 EST jumps to 03:00 EDT).
    expect(lateLogClosesAt("2026-03-07", zone)).toEqual(at("2026-03-09T04:00:00Z"));
    expect(logDayAllowedAt("2026-03-07", at("2026-03-09T03:59:00Z"), zone)).toMatchObject({ allowed: true });
    // 00:30 EDT on Mar 9: 24 hours earlier is still Mar 7 on the wall clock, yet yesterday is Mar 8.
    const justAfter = at("2026-03-09T04:30:00Z");
    expect(logDayAllowedAt("yesterday", justAfter, zone)).toMatchObject({ date: "2026-03-08" });
    expect(logDayAllowedAt("2026-03-07", justAfter, zone)).toMatchObject({ allowed: false });
  });

  it("follows New York over the autumn change: a 25-hour today", () => {
    const zone = "America/New_York";
    // Sunday Nov 1 2026 lasts 25 hours (02:00 EDT goes back to 01:00 EST).
    expect(lateLogClosesAt("2026-10-31", zone)).toEqual(at("2026-11-02T05:00:00Z"));
    // 23:30 EST on Nov 1, 24.5 hours after its midnight: still Nov 1, Oct 31 still open.
    expect(logDayAllowedAt("2026-10-31", at("2026-11-02T04:30:00Z"), zone)).toMatchObject({ allowed: true });
    expect(logDayAllowedAt("2026-10-31", at("2026-11-02T05:00:00Z"), zone)).toMatchObject({ allowed: false });
  });

  it("is a different day in Tokyo and Los Angeles at one instant", () => {
    // 16:00 UTC on Nov 24: 01:00 Nov 25 in Tokyo, 08:00 Nov 24 in Los Angeles.
    const instant = at("2026-11-24T16:00:00Z");
    expect(logDayAllowedAt("yesterday", instant, "Asia/Tokyo")).toMatchObject({ date: "2026-11-24" });
    expect(logDayAllowedAt("yesterday", instant, "America/Los_Angeles")).toMatchObject({ date: "2026-11-23" });
    expect(logDayAllowedAt("2026-11-23", instant, "Asia/Tokyo")).toMatchObject({ allowed: false });
    expect(logDayAllowedAt("2026-11-23", instant, "America/Los_Angeles")).toMatchObject({ allowed: true });
    expect(lateLogClosesAt("2026-11-23", "Asia/Tokyo")).toEqual(at("2026-11-24T15:00:00Z"));
    expect(lateLogClosesAt("2026-11-23", "America/Los_Angeles")).toEqual(at("2026-11-25T08:00:00Z"));
  });

  it("ends at the jump where the clocks skip midnight (Santiago)", () => {
    // Sep 6 2026 in Santiago starts at 01:00 (-04 to -03): Sep 4's chance ends then.
    expect(lateLogClosesAt("2026-09-04", "America/Santiago")).toEqual(at("2026-09-06T04:00:00Z"));
    expect(logDayAllowedAt("2026-09-04", at("2026-09-06T03:59:59Z"), "America/Santiago")).toMatchObject({
      allowed: true,
    });
    expect(logDayAllowedAt("2026-09-04", at("2026-09-06T04:00:00Z"), "America/Santiago")).toMatchObject({
      allowed: false,
    });
    expect(lateLogClosesAt("2026-09-05", "America/Santiago")).toEqual(at("2026-09-07T03:00:00Z"));
  });
});

describe("the late log's words", () => {
  it("speak of yesterday and never of today", () => {
    for (const habit of HABIT_TYPES) {
      for (const words of [HABIT_YESTERDAY_QUESTION, HABIT_YESTERDAY_SUCCESS, HABIT_YESTERDAY_FAILURE]) {
        expect(words[habit]).toMatch(/yesterday/);
        expect(words[habit]).not.toMatch(/today/i);
      }
    }
    expect(HABIT_YESTERDAY_QUESTION.smoking).toBe("Did you stay smoke-free yesterday?");
    expect(HABIT_YESTERDAY_SUCCESS.smoking).toBe("Smoke-free yesterday");
    expect(HABIT_YESTERDAY_FAILURE.reading).toBe("Did not read yesterday");
  });
});
