/**
 * Dates as a member reads them, on their own calendar (their time zone): 'Tue, Mar 3' for
 * a session, 'Dec 24, 2026' for a day, '2024' for a year, '9:41 PM' for a time of day.
 */
import { perZone } from "@wolfpack/rules/shared/calendar";

type ZonedFormat = (date: Date, timeZone: string) => string;

/**
 * Plain spaces where a formatter put thin ones: Node's ICU writes '9:41\u202fPM', Chrome
 * '9:41 PM', and a screen the server drew must read exactly as the browser draws it.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, " ");
}

function zonedFormat(options: Intl.DateTimeFormatOptions): ZonedFormat {
  const inZone = perZone("en-US", options);
  let inBrowserZone: Intl.DateTimeFormat | undefined;
  return (date, timeZone) => {
    try {
      return plainSpaces(inZone(timeZone).format(date));
    } catch {
      // A zone the browser does not know: the browser's own.
      inBrowserZone ??= new Intl.DateTimeFormat("en-US", options);
      return plainSpaces(inBrowserZone.format(date));
    }
  };
}

/** A session's day: 'Tue, Mar 3'. */
export const formatSessionDate = zonedFormat({ weekday: "short", month: "short", day: "numeric" });

/** A day with its year: 'Dec 24, 2026'. */
export const formatDay = zonedFormat({ month: "short", day: "numeric", year: "numeric" });

/** The year of a moment: '2024'. */
export const formatYear = zonedFormat({ year: "numeric" });

/** A day of this year: 'Nov 3'. */
export const formatMonthDay = zonedFormat({ month: "short", day: "numeric" });

/** The time of day, on the member's clock: '9:41 PM'. */
export const formatClock = zonedFormat({ hour: "numeric", minute: "2-digit" });

/** The full moment, for a tooltip, screen readers and messages: 'Nov 3, 2025, 9:41 PM'. */
export const formatFullDate = zonedFormat({ dateStyle: "medium", timeStyle: "short" });

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
