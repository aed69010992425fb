/**
 * Writes a phone queued while offline and sends when it is back (docs/rules.md, Offline
 * sync): each carries a key the phone made, so a replay answers the first result and
 * changes nothing, and the moment it happened on the phone, which the server credits
 * within honest bounds. The bounds live here and nowhere else.
 */
import { z } from "zod";

/** How far ahead of the server's clock a phone's may run before a moment counts as the future. */
export const OCCURRED_AT_SKEW_MINUTES = 5;
/** How long a queued write may wait to be sent and still be credited to when it happened. */
export const OCCURRED_AT_MAX_AGE_HOURS = 72;

const MINUTE_MS = 60_000;

/** A write's idempotency key: a UUID the phone made when the member acted (any version). */
export const clientKey = z
  .string({ error: "clientKey must be text" })
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, "clientKey must be a UUID")
  .transform((key) => key.toLowerCase())
  .optional()
  .meta({ description: "A UUID the phone made for this write: sent again, it answers the first result." });

/** When the member did it on the phone: an ISO 8601 instant with its offset (Z or ±hh:mm). */
export const occurredAt = z.iso
  .datetime({
    offset: true,
    error: "occurredAt must be a date and time with its offset, such as 2026-06-01T23:50:00+02:00",
  })
  .optional()
  .meta({ description: "When it happened on the phone; credited to that moment within the bounds." });

/** The fields every queued write may carry. */
export const offlineWriteFields = { clientKey, occurredAt };

/** What a write is, in the words a refusal uses. */
export type QueuedWrite = "workout" | "habit log";

/**
 * Why a write cannot be credited to `occurred`, or null when it can: not ahead of `now`
 * by more than the skew, not older than the age bound, and for a workout not before the
 * member's previous completion (a session never slips under one already counted).
 */
export function occurredAtRefusal(
  what: QueuedWrite,
  occurred: Date,
  now: Date,
  previous: Date | null = null,
): string | null {
  const subject = what === "workout" ? "This workout" : "This habit log";
  if (occurred.getTime() > now.getTime() + OCCURRED_AT_SKEW_MINUTES * MINUTE_MS) {
    return `${subject} is timed in the future. Check the date and time on your phone, then try again.`;
  }
  if (now.getTime() - occurred.getTime() > OCCURRED_AT_MAX_AGE_HOURS * 60 * MINUTE_MS) {
    return (
      `${subject} was saved on your phone more than ${OCCURRED_AT_MAX_AGE_HOURS} hours ago, ` +
      `too long ago to count now. Log it again if you want it recorded today.`
    );
  }
  if (previous !== null && occurred.getTime() < previous.getTime()) {
    return (
      `${subject} is timed before your last saved workout, so it cannot be added before it. ` +
      `Check the date and time on your phone, then try again.`
    );
  }
  return null;
}

/**
 * The moment a write is credited to: when it happened on the phone, or now when it did not
 * say. A moment a little ahead (within the skew) is taken as now, so nothing lands in the
 * server's future.
 */
export function creditedMoment(occurred: string | Date | null | undefined, now: Date): Date {
  if (occurred == null) return now;
  const moment = typeof occurred === "string" ? new Date(occurred) : occurred;
  return moment.getTime() > now.getTime() ? now : moment;
}
