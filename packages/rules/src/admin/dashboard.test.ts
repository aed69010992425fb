import { describe, expect, it } from "vitest";
import {
  averageLabel,
  dateTimeLabel,
  lastActiveLabel,
  MEMBER_CSV_HEADER,
  memberCsvCells,
  memberCsvFileName,
} from "./dashboard.ts";

describe("the coach's dashboard", () => {
  it("writes Last Active as the day on the coach's calendar, or Never", () => {
    expect(lastActiveLabel(new Date("2025-01-05T14:03:07Z"), "UTC")).toBe("Jan 5, 2025");
    // Late on the 5th in New York is already the 6th in Berlin, still the 5th in Los Angeles.
    const late = new Date("2025-01-06T02:30:00Z");
    expect(lastActiveLabel(late, "Europe/Berlin")).toBe("Jan 6, 2025");
    expect(lastActiveLabel(late, "America/Los_Angeles")).toBe("Jan 5, 2025");
    expect(lastActiveLabel(new Date("2026-12-31T23:59:59Z"), "Asia/Tokyo")).toBe("Jan 1, 2027");
    expect(lastActiveLabel(null, "UTC")).toBe("Never");
  });

  it("writes a moment on the coach's clock: when a coaching message came in or was answered", () => {
    expect(dateTimeLabel(new Date("2025-01-05T14:03:00Z"), "America/New_York")).toBe("Jan 5, 2025, 9:03 AM");
    expect(dateTimeLabel(new Date("2025-07-05T14:03:00Z"), "Europe/Berlin")).toBe("Jul 5, 2025, 4:03 PM");
  });

  it("gives the average one decimal, rounded, with thousands separators", () => {
    expect(averageLabel(0)).toBe("0.0");
    expect(averageLabel(2.25)).toBe("2.3");
    expect(averageLabel(7 / 3)).toBe("2.3");
    expect(averageLabel(12)).toBe("12.0");
    expect(averageLabel(1234.56)).toBe("1,234.6");
    expect(averageLabel(Number.NaN)).toBe("0.0");
  });

  it("writes a member's line of the file in the header's order, the last sign-in in UTC", () => {
    const row = {
      username: "IronHowl",
      email: "ironhowl@example.com",
      membershipTier: "premium" as const,
      workoutsCompleted: 72,
      totalMinutes: 3240,
      currentStreak: 21,
      lastLoginAt: new Date("2025-01-05T14:03:07.456Z"),
    };
    expect(MEMBER_CSV_HEADER).toHaveLength(memberCsvCells(row).length);
    expect(memberCsvCells(row)).toEqual([
      "IronHowl",
      "ironhowl@example.com",
      "premium",
      72,
      3240,
      21,
      "2025-01-05 14:03:07",
    ]);
    expect(memberCsvCells({ ...row, lastLoginAt: null }).at(-1)).toBe("Never");
  });

  it("names the file after the UTC day of the export", () => {
    expect(memberCsvFileName(new Date("2026-11-24T23:30:00Z"))).toBe("wolfpack-members-2026-11-24.csv");
  });
});
