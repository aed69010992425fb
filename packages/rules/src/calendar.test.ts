import { describe, expect, it } from "vitest";
import { addDays, localDateOf, localMinuteOf, zonedInstant } from "./calendar.ts";

describe("the member's calendar", () => {
  it("names the day as it is where the member lives", () => {
    const instant = new Date("2026-03-01T03:30:00Z");
    expect(localDateOf(instant, "UTC")).toBe("2026-03-01");
    expect(localDateOf(instant, "America/Chicago")).toBe("2026-02-28");
    expect(localDateOf(instant, "Asia/Tokyo")).toBe("2026-03-01");
  });

  it("tells the minute of the day as the member's clock shows it", () => {
    const instant = new Date("2026-03-10T23:45:00Z");
    expect(localMinuteOf(instant, "UTC")).toBe(23 * 60 + 45);
    expect(localMinuteOf(instant, "Asia/Tokyo")).toBe(8 * 60 + 45);
    expect(localMinuteOf(instant, "America/New_York")).toBe(19 * 60 + 45);
    // Daylight time began on 8 March: midnight in New York is 04:00 UTC.
    expect(localMinuteOf(new Date("2026-03-11T04:00:00Z"), "America/New_York")).toBe(0);
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("finds the instant a wall clock shows, also across a daylight-saving change", () => {
    expect(zonedInstant("2026-07-01", 9, 30, "Europe/Berlin").toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedInstant("2026-01-15", 9, 30, "Europe/Berlin").toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(zonedInstant("2026-03-29", 12, 0, "Europe/Berlin").toISOString()).toBe("2026-03-29T10:00:00.000Z");
  });
});
