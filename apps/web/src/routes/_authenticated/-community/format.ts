const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, { sameYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    const make = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      } catch {
        return new Intl.DateTimeFormat("en-US", options);
      }
    };
    found = {
      sameYear: make({ month: "short", day: "numeric" }),
      otherYear: make({ month: "short", day: "numeric", year: "numeric" }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

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
  const { sameYear, otherYear } = formatsFor(timeZone);
  const year = (date: Date) => otherYear.formatToParts(date).find((part) => part.type === "year")?.value;
  return (year(at) === year(now) ? sameYear : otherYear).format(at);
}

/** The full moment, for a tooltip and screen readers: 'Nov 3, 2025, 9:41 PM'. */
export function formatFullDate(at: Date, timeZone: string): string {
  try {
    return at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    return at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  }
}

/** '1 like', '3 likes'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
