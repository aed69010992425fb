/**
 * The rows of a member's own reads that the server keeps between their requests
 * (docs/performance.md, "A member's own rows kept between requests"). Each is kept with the
 * count of writes to the member's own rows it was read at (users.rows_version, which
 * migration 0016's triggers raise in every writing transaction); the session's lookup
 * compares that count with the member's and reads the rows again only when they differ, so a
 * kept read is as fresh as one made anew, on any server of the pack's. And what may be made
 * of them once: a call's answer (answerOf), a screen's (answerMayBeKept).
 */
import type { Database } from "@wolfpack/db";
import { deepFreeze } from "../shared/catalogue.ts";
import type { KeptBy } from "./session-store.ts";

/** A read's rows, as they stood when the member's writes numbered `version`. */
export interface KeptRows {
  readonly version: number;
  readonly rows: readonly unknown[];
  readonly readAt: number;
}

/**
 * How long rows are kept at most after they were read: each is checked against its counts
 * on every request, so this only bounds how long what nobody asks for stays in memory.
 */
const KEPT_MS = 10 * 60_000;
/** At most this many reads kept per database; the oldest goes first. */
const MAX_KEPT = 10_000;

const kept = new WeakMap<Database, Map<string, KeptRows>>();

function keptOf(db: Database): Map<string, KeptRows> {
  let byKey = kept.get(db);
  if (!byKey) {
    byKey = new Map();
    kept.set(db, byKey);
  }
  return byKey;
}

/** The rows kept under `key`, if kept less than KEPT_MS ago. */
export function keptRows(db: Database, key: string): KeptRows | undefined {
  const entry = keptOf(db).get(key);
  return entry && Date.now() - entry.readAt < KEPT_MS ? entry : undefined;
}

/**
 * Keeps `rows`, read at `version`, under `key`, frozen (they are handed to every request
 * that finds them; a frozen answer is also one tRPC writes once), and gives them back.
 */
export function keepRows<Row>(db: Database, key: string, version: number, rows: Row[]): readonly Row[] {
  const frozen = deepFreeze(rows);
  keepAtMost(keptOf(db), MAX_KEPT, key, { version, rows: frozen, readAt: Date.now() });
  return frozen;
}

/**
 * Sets `key` in `kept` as its newest entry, first dropping the oldest when `kept` holds
 * `max` already (a Map iterates in the order keys were set): what a server keeps stays bounded.
 */
export function keepAtMost<Key, Value>(kept: Map<Key, Value>, max: number, key: Key, value: Value): void {
  kept.delete(key);
  if (kept.size >= max) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(key, value);
}

const answers = new WeakMap<object, Map<string, unknown>>();
/** Answers kept per kept rows: one per `also` (a member's today...), a few at most. */
const MAX_ANSWERS_PER_ROWS = 4;

/**
 * What `build` makes of a read's rows and `also` (anything else it depends on, as text: the
 * member's today...). Of kept rows (frozen), made once and frozen: the same rows give the same
 * answer, which tRPC then also writes once (docs/performance.md). Of rows read anew, made each time.
 */
export function answerOf<Row, Answer>(
  rows: readonly Row[],
  also: string,
  build: (rows: readonly Row[]) => Answer,
): Answer {
  if (!Object.isFrozen(rows)) return build(rows);
  let byAlso = answers.get(rows);
  if (!byAlso) {
    byAlso = new Map();
    answers.set(rows, byAlso);
  }
  if (byAlso.has(also)) return byAlso.get(also) as Answer;
  const answer = deepFreeze(build(rows));
  if (byAlso.size >= MAX_ANSWERS_PER_ROWS) byAlso.clear();
  byAlso.set(also, answer);
  return answer;
}

/**
 * The calls whose answers about the member asking depend only on their standing (session.ts,
 * memberStanding: their counts of writes, their today, their row as it stands), their kept
 * rows and the catalogues, never on the hour, and by which count: "own", the member's own
 * rows and the catalogues; "pack", also what members see of each other (the feed, the
 * boards, the pack). A request of these alone may be answered again with the bytes it was
 * answered with while the standing holds (apps/server, kept-answers.ts; docs/performance.md,
 * "A screen's answer kept", "Answers kept until something changes"). Not `member.cooldown`
 * (it counts down to an instant).
 */
const KEPT_ANSWER_CALLS = {
  "auth.me": "own",
  "ebook.library": "own",
  "ebook.list": "own",
  "gear.list": "own",
  "habit.history": "own",
  "habit.reminders": "own",
  "member.progress": "own",
  "program.days": "own",
  "program.pauses": "own",
  "progress.charts": "own",
  "workout.history": "own",
  "workout.list": "own",
  "community.feed": "pack",
  "friend.list": "pack",
  "leaderboard.friends": "pack",
  "leaderboard.global": "pack",
  "leaderboard.group": "pack",
  "leaderboard.national": "pack",
} as const satisfies Record<string, KeptBy>;

/** A call whose answer may be kept (KEPT_ANSWER_CALLS). */
export type KeptAnswerCall = keyof typeof KEPT_ANSWER_CALLS;

/** How long an answer of KEPT_ANSWER_CALLS may be sent again: as long as kept rows are kept. */
export const KEPT_ANSWER_MS = KEPT_MS;

/**
 * By which count an answer to `calls`, each about the member asking, may be kept (the pack's
 * when any call needs it), or null when one of them is not of KEPT_ANSWER_CALLS. A call about
 * another member (an admin's read) depends on their writes, not the asker's: never kept.
 */
export function keptByOf(calls: readonly string[]): KeptBy | null {
  let keptBy: KeptBy = "own";
  for (const call of calls) {
    const by: KeptBy | undefined = Object.hasOwn(KEPT_ANSWER_CALLS, call)
      ? KEPT_ANSWER_CALLS[call as KeptAnswerCall]
      : undefined;
    if (by === undefined) return null;
    if (by === "pack") keptBy = "pack";
  }
  return keptBy;
}

/** keptByOf for a tRPC GET of `calls` with its `input` parameter as sent, when it names no other member. */
export function answerMayBeKept(calls: readonly string[], input: string | undefined): KeptBy | null {
  return namesOnlyTheAsker(input) ? keptByOf(calls) : null;
}

/** Whether every call's input, as sent, names no member but the one asking. */
function namesOnlyTheAsker(input: string | undefined): boolean {
  if (input === undefined) return true;
  let inputs: unknown;
  try {
    inputs = JSON.parse(input);
  } catch {
    return false;
  }
  if (typeof inputs !== "object" || inputs === null) return false;
  // A batch's inputs are keyed by position; one call's is the transformer's envelope itself.
  return ("json" in inputs ? [inputs] : Object.values(inputs)).every((sent: unknown) => {
    const json = typeof sent === "object" && sent !== null && "json" in sent ? sent.json : undefined;
    const memberId = typeof json === "object" && json !== null && "memberId" in json ? json.memberId : undefined;
    return memberId === undefined || memberId === "me";
  });
}
