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

/**
 * The calendar days it is somewhere on Earth at an instant: clocks run from UTC-12 to
 * UTC+14, so none is more than a day from UTC's. A read made before the member's zone is
 * known (with their session, docs/performance.md) bounds its rows by these, and the rules
 * then keep the member's own.
 */
export function datesAnywhere(instant: Date): { earliest: string; latest: string } {
  const utc = localDateOf(instant, "UTC");
  return { earliest: addDays(utc, -1), latest: addDays(utc, 1) };
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

const DAY = 86_400_000;

const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A calendar day (YYYY-MM-DD) as a sentence names it: 'Nov 25'. */
export function dayLabel(date: string): string {
  return monthDay.format(Date.parse(`${date}T00:00:00Z`));
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The calendar day `days` after (or before) a YYYY-MM-DD day. Read and written field by
 * field: parsing and printing an ISO time took 0.6 µs, and every signed-in request asks
 * for a few (the member's streaks, rules/training/pause.ts).
 */
export function addDays(date: string, days: number): string {
  const day = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads a year under 100 as itself.
  day.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a calendar day: ${date}`);
  return `${String(day.getUTCFullYear()).padStart(4, "0")}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
}

/** Offset of a zone from UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallClockIn(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - (instant - (instant % 1000));
}

/**
 * The first instant at which the wall clock in `timeZone` shows `date` `hour`:`minute` or
 * later. A time the clocks show twice (they went back) is its first showing; a time they
 * skip (they jumped forward over it) is the instant of the jump, when the clock first shows
 * a later time: 00:30 on a day whose clocks go from 23:59:59 to 01:00 is that 01:00, as a
 * member's phone would ring a reminder set for then.
 */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const key = `${timeZone} ${date} ${hour}:${minute}`;
  let instant = instantsFound.get(key);
  if (instant === undefined) {
    if (instantsFound.size >= INSTANTS_KEPT) instantsFound.clear();
    instant = findZonedInstant(date, hour, minute, timeZone);
    instantsFound.set(key, instant);
  }
  // A new Date each time: a caller may change the one it gets.
  return new Date(instant);
}

/**
 * Instants already found, by zone, day and time. Finding one asks the zone's clock four
 * times or more (15 to 20 µs), and most asks are the same few (today's, this week's and
 * this month's first instant in each member's zone: the progress read asks two). Kept up to
 * a bound, then started over.
 */
const instantsFound = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

function findZonedInstant(date: string, hour: number, minute: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offsets in force a day either side: a time near a change is shown under one of them.
  const around = [zoneOffset(wall - DAY, timeZone), zoneOffset(wall + DAY, timeZone)];
  const larger = Math.max(...around);
  const smaller = Math.min(...around);
  const shows = (instant: number) => instant + zoneOffset(instant, timeZone);
  // Under the larger offset the instant is the earlier one: at a change back, the first showing.
  for (const instant of [wall - larger, wall - smaller]) {
    if (shows(instant) === wall) return instant;
  }
  // Skipped: the clock jumped between these two (whole seconds), from before `wall` to past it.
  let before = wall - larger;
  let after = wall - smaller;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (shows(middle) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The first instant of a calendar day in a zone. Mostly its midnight, but where clocks
 * jump over midnight (America/Santiago, America/Havana, Atlantic/Azores…) the day starts
 * at the jump, 01:00: the instant before it is still the day before.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedInstant(date, 0, 0, timeZone);
}
