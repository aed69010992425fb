import { timezone as timezoneRule } from "@wolfpack/rules/inputs";

/** The browser's IANA time zone, sent at sign-up and sign-in; undefined if it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return timezoneRule.safeParse(zone).success ? zone : undefined;
  } catch {
    return undefined;
  }
}
