import { describe, expect, it } from "vitest";
import {
  addDays,
  datesAnywhere,
  localDateOf,
  localMinuteOf,
  perZone,
  startOfLocalDay,
  zonedInstant,
} from "./calendar.ts";

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
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-11-29", -400)).toBe("2025-10-25");
    expect(addDays("0050-03-01", -1)).toBe("0050-02-28");
    expect(() => addDays("2026-1-01", 1)).toThrow(RangeError);
  });

  it("answers a time asked again the same, in a Date the caller may change", () => {
    const first = zonedInstant("2026-03-29", 9, 0, "Europe/Berlin");
    first.setUTCFullYear(1999);
    expect(zonedInstant("2026-03-29", 9, 0, "Europe/Berlin").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(startOfLocalDay("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });

  it("finds the instant a wall clock shows, also across a daylight-saving change", () => {
    expect(zonedInstant("2026-07-01", 9, 30, "Europe/Berlin").toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedInstant("2026-01-15", 9, 30, "Europe/Berlin").toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(zonedInstant("2026-03-29", 12, 0, "Europe/Berlin").toISOString()).toBe("2026-03-29T10:00:00.000Z");
  });

  it("starts a day at its first instant, also where the clocks jump over midnight", () => {
    // Santiago, 6 September 2026: 23:59:59 (UTC-4) is followed by 01:00 (UTC-3).
    expect(startOfLocalDay("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    // Havana, 8 March 2026: from 23:59:59 (UTC-5) to 01:00 (UTC-4).
    expect(startOfLocalDay("2026-03-08", "America/Havana").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    // The Azores, 29 March 2026: from 23:59:59 (UTC-1) to 01:00 (UTC+0).
    expect(startOfLocalDay("2026-03-29", "Atlantic/Azores").toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // Santiago, 5 April 2026: the clocks go back from 00:00 to 23:00, so 4 April's last hour
    // comes twice and 5 April begins at the second midnight, under UTC-4.
    expect(startOfLocalDay("2026-04-05", "America/Santiago").toISOString()).toBe("2026-04-05T04:00:00.000Z");
  });

  it("takes a skipped time to the jump over it, and a repeated one to its first showing", () => {
    // 00:30 never shows in Santiago on 6 September 2026: its clocks show 01:00 next.
    expect(zonedInstant("2026-09-06", 0, 30, "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    // 02:30 never shows in New York on 8 March 2026: 03:00 EDT comes right after 01:59:59 EST.
    expect(zonedInstant("2026-03-08", 2, 30, "America/New_York").toISOString()).toBe("2026-03-08T07:00:00.000Z");
    // 01:30 shows twice in New York on 1 November 2026, first in EDT (UTC-4).
    expect(zonedInstant("2026-11-01", 1, 30, "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    // 23:30 shows twice in Santiago on 4 April 2026, first in summer time (UTC-3).
    expect(zonedInstant("2026-04-04", 23, 30, "America/Santiago").toISOString()).toBe("2026-04-05T02:30:00.000Z");
  });

  it("starts every day near a clock change at its first instant, in every time zone, 2020 to 2030", () => {
    const offsetIn = perZone("en-US", { timeZoneName: "longOffset" });
    const offset = (instant: number, zone: string) => offsetIn(zone).format(instant).split(", ")[1];
    const from = Date.UTC(2020, 0, 1, 12);
    const to = Date.UTC(2031, 0, 1, 12);
    let changes = 0;
    const wrong: string[] = [];
    const check = (day: string, zone: string) => {
      const start = startOfLocalDay(day, zone);
      const before = localDateOf(new Date(start.getTime() - 1), zone);
      if (localDateOf(start, zone) !== day || before !== addDays(day, -1))
        wrong.push(`${zone} ${day} ${start.toISOString()}`);
    };
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      // Every zone, even one that never changes its clocks, on the first day of each year.
      for (let year = 2020; year <= 2030; year++) check(`${year}-01-01`, zone);
      // Noon UTC day by day: where the offset differs from the day before's, the clocks changed between.
      let previous = offset(from, zone);
      for (let noon = from + DAY; noon < to; noon += DAY) {
        const current = offset(noon, zone);
        if (current === previous) continue;
        previous = current;
        changes++;
        const first = addDays(localDateOf(new Date(noon - DAY), zone), -1);
        const last = addDays(localDateOf(new Date(noon), zone), 1);
        for (let day = first; day <= last; day = addDays(day, 1)) check(day, zone);
      }
    }
    // The scan found the clock changes (some 3,000 of them) and every day around one starts right.
    expect(changes).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
    // About 2 s alone; a busy machine (CI beside other work) may take several times that.
  }, 30_000);
});

const DAY = 86_400_000;

describe("datesAnywhere", () => {
  it("holds the day it is in every zone, at any hour", () => {
    // Every named zone, and the furthest behind and ahead of UTC a member may name.
    const zones = [...Intl.supportedValuesOf("timeZone"), "Etc/GMT+12", "Etc/GMT-14"];
    for (let hour = 0; hour < 48; hour += 1) {
      // Each hour of two days, a minute either side of the hour.
      for (const instant of [Date.UTC(2026, 11, 31, hour, 0, 59), Date.UTC(2026, 11, 31, hour, 59, 1)]) {
        const { earliest, latest } = datesAnywhere(new Date(instant));
        for (const zone of zones) {
          const today = localDateOf(new Date(instant), zone);
          expect(today >= earliest && today <= latest, `${zone} at ${new Date(instant).toISOString()}`).toBe(true);
        }
      }
    }
  });

  it("is a day either side of UTC's", () => {
    expect(datesAnywhere(new Date("2027-01-01T00:30:00Z"))).toEqual({ earliest: "2026-12-31", latest: "2027-01-02" });
  });
});
