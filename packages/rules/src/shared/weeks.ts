/**
 * Weeks and months on the member's calendar, the one home of "this week" and "this month"
 * for the goals, the charts and the habit calendar: a week runs Monday to Sunday
 * (decisions.md, "Progress numbers"). Days are YYYY-MM-DD calendar days, already in the
 * member's zone.
 */
import { addDays } from "./calendar.ts";

/** The day of the week of a calendar day: 0 for Monday to 6 for Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday that starts the week of a calendar day. */
export function weekStartOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The first day of a calendar day's month. */
export function monthStartOf(date: string): string {
  return `${monthOf(date)}-01`;
}

/** The month (YYYY-MM) of a calendar day. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Every day of a month (YYYY-MM), the 1st first. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A month as a wall calendar lays it out: one row a week, Monday to Sunday, with null in
 * the cells before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const cells: (string | null)[] = [];
  const days = daysOfMonth(month);
  for (let pad = weekdayOf(days[0] ?? `${month}-01`); pad > 0; pad -= 1) cells.push(null);
  cells.push(...days);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}
