import { describe, expect, it } from "vitest";
import { formatDay, formatSessionDate, formatYear } from "./dates.ts";

// 23:30 on New Year's Eve in London is already New Year's Day in Tokyo.
const newYearsEve = new Date("2025-12-31T23:30:00Z");

describe("dates on the member's calendar", () => {
  it("writes a session's day, a day and a year in the member's own time zone", () => {
    expect(formatSessionDate(newYearsEve, "Europe/London")).toBe("Wed, Dec 31");
    expect(formatSessionDate(newYearsEve, "Asia/Tokyo")).toBe("Thu, Jan 1");
    expect(formatDay(newYearsEve, "Europe/London")).toBe("Dec 31, 2025");
    expect(formatYear(newYearsEve, "Europe/London")).toBe("2025");
    expect(formatYear(newYearsEve, "Asia/Tokyo")).toBe("2026");
  });

  it("falls back to the browser's own zone for a zone it does not know, rather than failing", () => {
    expect(formatYear(new Date("2025-06-15T12:00:00Z"), "Mars/Olympus_Mons")).toBe("2025");
  });
});
