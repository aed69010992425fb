/**
 * The member's own calendar: "today", streaks and cooldowns follow the day as it is
 * where the member lives (an IANA time zone), never the server's.
 */

/** One formatter per zone, kept: building one costs far more than using it. */
export function perZone(locale: string, options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const dayIn = perZone("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
const clockIn = perZone("en-US", { hourCycle: "h23", hour: "numeric", minute: "numeric" });
const wallClockIn = perZone("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return dayIn(timeZone).format(instant);
}

/** Minutes since local midnight of an instant in an IANA time zone (0 to 1439). */
export function localMinuteOf(instant: Date, timeZone: string): number {
  let hour = 0;
  let minute = 0;
  for (const part of clockIn(timeZone).formatToParts(instant)) {
    if (part.type === "hour") hour = Number(part.value);
    else if (part.type === "minute") minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** The calendar day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Offset of a zone from UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallClockIn(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - (instant - (instant % 1000));
}

/** The instant at which the wall clock in `timeZone` shows `date` `hour`:`minute`. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}
