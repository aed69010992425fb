import { describe, expect, it } from "vitest";
import { daysOfMonth, monthOf, monthStartOf, monthWeeks, weekdayOf, weekStartOf } from "./weeks.ts";

describe("weeks run Monday to Sunday", () => {
  it("names the weekday from Monday (0) to Sunday (6)", () => {
    expect(weekdayOf("2026-06-01")).toBe(0); // a Monday
    expect(weekdayOf("2026-06-06")).toBe(5);
    expect(weekdayOf("2026-06-07")).toBe(6); // a Sunday
  });

  it("starts a day's week on its Monday, across a month and a year end", () => {
    expect(weekStartOf("2026-06-01")).toBe("2026-06-01");
    expect(weekStartOf("2026-06-07")).toBe("2026-06-01");
    expect(weekStartOf("2026-06-08")).toBe("2026-06-08");
    expect(weekStartOf("2026-03-01")).toBe("2026-02-23");
    expect(weekStartOf("2027-01-02")).toBe("2026-12-28");
    // Friday 1 January 2027 is in the week of Monday 28 December.
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
  });

  it("starts a month on its first day", () => {
    expect(monthStartOf("2026-11-30")).toBe("2026-11-01");
    expect(monthStartOf("2026-12-01")).toBe("2026-12-01");
    expect(monthStartOf("2028-02-29")).toBe("2028-02-01");
  });
});

describe("a month on the wall", () => {
  it("lists its days, a leap February too", () => {
    expect(monthOf("2028-02-29")).toBe("2028-02");
    expect(daysOfMonth("2028-02")).toHaveLength(29);
    expect(daysOfMonth("2026-02")).toHaveLength(28);
    expect(daysOfMonth("2026-12").at(-1)).toBe("2026-12-31");
  });

  it("lays the days out in weeks from Monday, with blanks around them", () => {
    // July 2026 begins on a Wednesday and ends on a Friday.
    const weeks = monthWeeks("2026-07");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, "2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04", "2026-07-05"]);
    expect(weeks[4]).toEqual(["2026-07-27", "2026-07-28", "2026-07-29", "2026-07-30", "2026-07-31", null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toEqual(daysOfMonth("2026-07"));
    // February 2027 begins on a Monday and fills four weeks exactly.
    expect(monthWeeks("2027-02")).toHaveLength(4);
    expect(monthWeeks("2027-02")[0]?.[0]).toBe("2027-02-01");
  });
});
