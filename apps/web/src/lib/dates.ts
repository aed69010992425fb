/**
 * Dates as a member reads them, on their own calendar (their time zone): 'Tue, Mar 3' for
 * a session, 'Dec 24, 2026' for a day, '2024' for a year.
 */
type ZonedFormat = (date: Date, timeZone: string) => string;

function zonedFormat(options: Intl.DateTimeFormatOptions): ZonedFormat {
  // Building a formatter costs far more than using one: one per zone, kept.
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date, timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      try {
        format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      } catch {
        // A zone the browser does not know: the browser's own.
        format = new Intl.DateTimeFormat("en-US", options);
      }
      formats.set(timeZone, format);
    }
    return format.format(date);
  };
}

/** A session's day: 'Tue, Mar 3'. */
export const formatSessionDate = zonedFormat({ weekday: "short", month: "short", day: "numeric" });

/** A day with its year: 'Dec 24, 2026'. */
export const formatDay = zonedFormat({ month: "short", day: "numeric", year: "numeric" });

/** The year of a moment: '2024'. */
export const formatYear = zonedFormat({ year: "numeric" });
