/**
 * How often a member may write to what others read: generous for a person, tight for a
 * script. Each kind of write has a short limit (a burst) and a daily one, counted in fixed
 * windows that start at whole multiples of their length since the epoch (a day from UTC
 * midnight), so a count is one counter per member, kind and window. A refused write is not
 * counted, so hammering never makes the wait longer: the window ends when it ends.
 */

import { countOf } from "./words.ts";

export const WRITE_KINDS = [
  "post",
  "comment",
  "like",
  "coaching-message",
  "group",
  "friend-request",
  "reminder",
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface WriteLimit {
  /** Writes allowed inside one window. */
  count: number;
  /** Whole seconds; each of a kind's limits has a window of its own length. */
  windowMs: number;
}

/** Every kind's limits; a write must pass all of its kind's (none: not counted at all). */
export type WriteLimits = Readonly<Record<WriteKind, readonly WriteLimit[]>>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const per = (count: number, windowMs: number): WriteLimit => ({ count, windowMs });

/**
 * What a keen member does on a busy day fits under these; what a script does in a second
 * does not (the scripts that prompted them wrote 100 to 300 in under two seconds).
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  // A post a minute for ten minutes; 50 a day is more than any member's share of the feed.
  post: [per(10, 10 * MINUTE_MS), per(50, DAY_MS)],
  // A lively thread: a reply every 20 seconds for ten minutes.
  comment: [per(30, 10 * MINUTE_MS), per(300, DAY_MS)],
  // Liking every post down a few pages of the feed; a like and an unlike count alike.
  like: [per(120, 10 * MINUTE_MS), per(1000, DAY_MS)],
  // Paid questions answered within a day: a few follow-ups, never a full inbox page.
  "coaching-message": [per(5, HOUR_MS), per(10, DAY_MS)],
  // A group for the gym, the office and the family at once.
  group: [per(5, HOUR_MS), per(10, DAY_MS)],
  // Asking a whole class at once.
  "friend-request": [per(30, 10 * MINUTE_MS), per(200, DAY_MS)],
  // Setting up every reminder a member may keep (20), and switching them on and off.
  reminder: [per(60, 10 * MINUTE_MS), per(300, DAY_MS)],
};

/** What the message calls each kind's writes. */
const WRITE_NOUNS: Record<WriteKind, string> = {
  post: "posts",
  comment: "comments",
  like: "likes",
  "coaching-message": "messages to the coach",
  group: "new groups",
  "friend-request": "friend requests",
  reminder: "reminder changes",
};

/** The start of the window of this length that `now` falls in. */
export function writeWindowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export type WriteDecision = { allowed: true } | { allowed: false; limit: WriteLimit; retryAt: Date };

/**
 * `counted`: each of the kind's limits with the writes in its current window, this one
 * included. Refused while any is over; allowed again when the last of those windows ends.
 */
export function writeDecision(counted: readonly { limit: WriteLimit; count: number }[], now: Date): WriteDecision {
  let refusal: WriteDecision = { allowed: true };
  for (const { limit, count } of counted) {
    if (count <= limit.count) continue;
    const retryAt = new Date(writeWindowStart(now, limit.windowMs).getTime() + limit.windowMs);
    if (refusal.allowed || retryAt > refusal.retryAt) refusal = { allowed: false, limit, retryAt };
  }
  return refusal;
}

/** A window's length as the message says it: "10 minutes", "hour", "day". */
function windowName(windowMs: number): string {
  for (const [unitMs, unit] of [
    [DAY_MS, "day"],
    [HOUR_MS, "hour"],
    [MINUTE_MS, "minute"],
  ] as const) {
    if (windowMs % unitMs === 0) return windowMs === unitMs ? unit : countOf(windowMs / unitMs, unit);
  }
  return countOf(Math.ceil(windowMs / 1000), "second");
}

/** How long until retryAt, rounded up: minutes up to two hours, hours beyond. */
export function waitUntil(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE_MS));
  return minutes <= 120 ? countOf(minutes, "minute") : countOf(Math.ceil(minutes / 60), "hour");
}

export function writeLimitMessage(kind: WriteKind, limit: WriteLimit, retryAt: Date, now: Date): string {
  return (
    `You've reached the limit of ${limit.count} ${WRITE_NOUNS[kind]} per ${windowName(limit.windowMs)}. ` +
    `Try again in ${waitUntil(retryAt, now)}.`
  );
}

const UNIT_MS: Record<string, number> = { s: 1000, m: MINUTE_MS, h: HOUR_MS, d: DAY_MS };
/** What a counter holds at most (a PostgreSQL integer); a higher limit could never be reached anyway. */
const MAX_COUNT = 2_000_000_000;
const LIMIT_PATTERN = /^(\d+)\/(\d*)([smhd])$/;

/**
 * The limits the server runs with, from its WRITE_LIMITS setting: entries such as
 * `post=10/10m,50/1d`, separated by spaces or semicolons, each replacing all of that
 * kind's limits (`count/window`, the window in s, m, h or d), or lifting them (`like=off`);
 * kinds not named keep theirs.
 */
export function parseWriteLimits(setting: string, base: WriteLimits = DEFAULT_WRITE_LIMITS): WriteLimits {
  const limits: Record<WriteKind, readonly WriteLimit[]> = { ...base };
  for (const entry of setting.split(/[\s;]+/).filter(Boolean)) {
    const [kind, list, ...rest] = entry.split("=");
    if (!WRITE_KINDS.includes(kind as WriteKind) || list === undefined || rest.length > 0) {
      throw new Error(
        `WRITE_LIMITS: "${entry}" should be <kind>=<count>/<window>, the kind one of ${WRITE_KINDS.join(", ")}`,
      );
    }
    if (list === "off") {
      limits[kind as WriteKind] = [];
      continue;
    }
    const kindLimits = list.split(",").map((text) => {
      const match = LIMIT_PATTERN.exec(text);
      const count = Number(match?.[1]);
      const windows = match?.[2] ? Number(match[2]) : 1;
      const unitMs = UNIT_MS[match?.[3] ?? ""];
      if (!match || !unitMs || count < 1 || count > MAX_COUNT || windows < 1) {
        throw new Error(`WRITE_LIMITS: "${text}" should be a count and a window, such as 10/10m or 50/1d`);
      }
      return per(count, windows * unitMs);
    });
    // A window is counted once per kind: two limits over the same one would share a counter.
    if (new Set(kindLimits.map((limit) => limit.windowMs)).size < kindLimits.length) {
      throw new Error(`WRITE_LIMITS: "${entry}" gives one window two limits`);
    }
    limits[kind as WriteKind] = kindLimits;
  }
  return limits;
}
