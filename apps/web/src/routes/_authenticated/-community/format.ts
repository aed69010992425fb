import { formatDay, formatMonthDay, formatYear } from "../../../lib/dates.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something was posted, as a feed says it: 'Just now', '5m ago', '3h ago', '2d ago',
 * then the date on the member's calendar: 'Nov 3', or 'Nov 3, 2024' in another year.
 */
export function formatPostedAt(at: Date, timeZone: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatYear(at, timeZone) === formatYear(now, timeZone)
    ? formatMonthDay(at, timeZone)
    : formatDay(at, timeZone);
}
