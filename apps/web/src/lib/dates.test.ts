import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDay,
  formatFullDate,
  formatMonthDay,
  formatPostedAt,
  formatSessionDate,
  formatYear,
} from "./dates.ts";

// 23:30 on New Year's Eve in London is already New Year's Day in Tokyo.
const newYearsEve = new Date("2025-12-31T23:30:00Z");

describe("dates on the member's calendar", () => {
  it("writes a session's day, a day and a year in the member's own time zone", () => {
    expect(formatSessionDate(newYearsEve, "Europe/London")).toBe("Wed, Dec 31");
    expect(formatSessionDate(newYearsEve, "Asia/Tokyo")).toBe("Thu, Jan 1");
    expect(formatDay(newYearsEve, "Europe/London")).toBe("Dec 31, 2025");
    expect(formatYear(newYearsEve, "Europe/London")).toBe("2025");
    expect(formatYear(newYearsEve, "Asia/Tokyo")).toBe("2026");
    expect(formatMonthDay(newYearsEve, "Asia/Tokyo")).toBe("Jan 1");
  });

  it("writes the time of day and the full moment on the member's clock", () => {
    expect(formatClock(newYearsEve, "Europe/London")).toBe("11:30 PM");
    expect(formatClock(newYearsEve, "Asia/Tokyo")).toBe("8:30 AM");
    expect(formatFullDate(newYearsEve, "Asia/Tokyo")).toBe("Jan 1, 2026, 8:30 AM");
  });

  it("falls back to the browser's own zone for a zone it does not know, rather than failing", () => {
    expect(formatYear(new Date("2025-06-15T12:00:00Z"), "Mars/Olympus_Mons")).toBe("2025");
  });
});

describe("formatPostedAt", () => {
  const now = new Date("2025-11-20T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("says how long ago for the last week, then the date on the member's calendar", () => {
    expect(formatPostedAt(ago(30_000), "UTC", now)).toBe("Just now");
    expect(formatPostedAt(ago(5 * 60_000), "UTC", now)).toBe("5m ago");
    expect(formatPostedAt(ago(3 * 3_600_000), "UTC", now)).toBe("3h ago");
    expect(formatPostedAt(ago(2 * 86_400_000), "UTC", now)).toBe("2d ago");
    expect(formatPostedAt(new Date("2025-11-03T23:30:00Z"), "UTC", now)).toBe("Nov 3");
    expect(formatPostedAt(new Date("2025-11-03T23:30:00Z"), "Europe/Berlin", now)).toBe("Nov 4");
    expect(formatPostedAt(new Date("2024-11-03T12:00:00Z"), "UTC", now)).toBe("Nov 3, 2024");
  });

  it("falls back to the device's zone for a zone it does not know", () => {
    expect(formatPostedAt(new Date("2024-06-03T12:00:00Z"), "Not/AZone", now)).toBe("Jun 3, 2024");
  });
});
