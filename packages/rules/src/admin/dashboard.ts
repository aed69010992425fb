/**
 * What the coach's dashboard says about the pack: when a member was last active, the
 * average with its one decimal, when a coaching message came in, and the member table as
 * a CSV file. Dates are read on the coach's own calendar (their time zone, passed in), the
 * file's in UTC, which a spreadsheet shared with anyone reads the same. No zod: the
 * dashboard loads this in the browser.
 */
import type { MembershipTier } from "../membership/membership.ts";
import { perZone } from "../shared/calendar.ts";
import type { CsvCell } from "../shared/csv.ts";

/** The member table's word for a member who never signed in. */
export const NEVER_ACTIVE = "Never";

const dayIn = perZone("en-US", { month: "short", day: "numeric", year: "numeric" });
const dayAndTimeIn = perZone("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Last Active: 'Jan 5, 2025' on the coach's calendar, 'Never' when the member never signed in. */
export function lastActiveLabel(lastLoginAt: Date | null, timeZone: string): string {
  return lastLoginAt ? dayIn(timeZone).format(lastLoginAt) : NEVER_ACTIVE;
}

/** A moment on the coach's clock (a coaching message sent or answered): 'Jan 5, 2025, 3:04 PM'. */
export function dateTimeLabel(instant: Date, timeZone: string): string {
  return dayAndTimeIn(timeZone).format(instant);
}

const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Avg Workouts/User with one decimal and thousands separators: 2.25 → '2.3', 1234.5 → '1,234.5'. */
export function averageLabel(value: number): string {
  return oneDecimal.format(Number.isFinite(value) ? value : 0);
}

/** A row of the member table, as the engagement pages and the export give it. */
export interface MemberTableRow {
  username: string;
  email: string;
  membershipTier: MembershipTier;
  workoutsCompleted: number;
  totalMinutes: number;
  currentStreak: number;
  lastLoginAt: Date | null;
}

/** The file's columns: the table's, with the user's name and e-mail apart so they sort and filter. */
export const MEMBER_CSV_HEADER = [
  "Username",
  "Email",
  "Tier",
  "Workouts",
  "Minutes",
  "Streak",
  "Last Active (UTC)",
] as const;

/** '2025-01-05 14:03:07': a form every spreadsheet reads as a date and time. */
function utcTimestamp(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace("T", " ");
}

/** One member's line of the file, in the header's order. */
export function memberCsvCells(row: MemberTableRow): CsvCell[] {
  return [
    row.username,
    row.email,
    row.membershipTier,
    row.workoutsCompleted,
    row.totalMinutes,
    row.currentStreak,
    row.lastLoginAt ? utcTimestamp(row.lastLoginAt) : NEVER_ACTIVE,
  ];
}

/** 'wolfpack-members-2026-11-24.csv': the UTC day of the export, so a week's files sort by date. */
export function memberCsvFileName(now: Date): string {
  return `wolfpack-members-${now.toISOString().slice(0, 10)}.csv`;
}
