import { loadInputRules } from "./form.ts";

/** The browser's IANA time zone, sent at sign-up and sign-in; undefined if it cannot tell. */
export async function browserTimeZone(): Promise<string | undefined> {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { timezone } = await loadInputRules();
    return timezone.safeParse(zone).success ? zone : undefined;
  } catch {
    return undefined;
  }
}
