import type { Database } from "@wolfpack/db";
import { foldMemberTallies } from "./admin/tallies.ts";
import { deleteExpiredSessions } from "./auth/session.ts";
import { deleteOldAttempts } from "./auth/throttle.ts";
import { dropEmptyTallies, foldTallyChanges } from "./leaderboards/ranks.ts";
import { describeFailure } from "./shared/log.ts";
import { deleteEndedWriteCounts } from "./shared/write-limits.ts";
import { resetLapsedStreaks } from "./training/streaks.ts";

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often the logged moves are folded into their tallies: a rank or a figure adds up at most this many seconds of moves. */
export const FOLD_INTERVAL_MS = 5 * 1000;

/**
 * Removes what no rule needs any more (expired sessions, sign-in and registration attempts
 * over a day old, write counters whose window ended, places on the boards no member stands
 * at) and zeroes streaks that lapsed since the last sweep.
 */
export async function sweepExpired(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteOldAttempts(db);
  await deleteEndedWriteCounts(db);
  await resetLapsedStreaks(db);
  await foldTallies(db);
  await dropEmptyTallies(db);
}

/** Folds the logged moves of the boards and of the coach's figures into their tallies. */
async function foldTallies(db: Database): Promise<void> {
  await foldTallyChanges(db);
  await foldMemberTallies(db);
}

/**
 * Sweeps now and then every hour, whether or not anyone signs in, and folds the tallies'
 * moves every few seconds. Every instance may run them: the deletes are idempotent and one
 * fold runs at a time. Returns a function that stops the schedule.
 */
export function scheduleSweeps(db: Database, everyMs = SWEEP_INTERVAL_MS, foldEveryMs = FOLD_INTERVAL_MS): () => void {
  const sweep = () => {
    sweepExpired(db).catch((error) => console.error(describeFailure("The hourly sweep", error)));
  };
  const fold = () => {
    foldTallies(db).catch((error) => console.error(describeFailure("Folding the tallies", error)));
  };
  sweep();
  const timers = [setInterval(sweep, everyMs), setInterval(fold, foldEveryMs)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
