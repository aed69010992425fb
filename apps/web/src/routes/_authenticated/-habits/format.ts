import { addDays } from "@wolfpack/rules/shared/calendar";
import { formatSessionDate } from "../../../lib/dates.ts";

/** A log's day as the history shows it: 'Today', 'Yesterday', else 'Mon, Nov 23'. */
export function formatLogDay(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  // The day is a calendar date, not an instant: noon UTC names it in any zone.
  return formatSessionDate(new Date(`${date}T12:00:00Z`), "UTC");
}
