/** How the progress screen writes a session's day: 'Tue, Mar 3', in the member's own time zone. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatSessionDate(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" };
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // A zone the browser does not know: the browser's own.
      format = new Intl.DateTimeFormat("en-US", options);
    }
    formats.set(timeZone, format);
  }
  return format.format(date);
}
