import { addDays } from "@wolfpack/rules/calendar";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A log's day as the history shows it: 'Today', 'Yesterday', else 'Mon, Nov 23'. */
export function formatLogDay(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  // The day is a calendar date, not an instant: noon UTC names it in any zone.
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** The time of day something was logged, on the member's clock: '9:41 PM'. */
export function formatClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
    }
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}
