import type { Database } from "@wolfpack/db";
import { deleteExpiredSessions } from "./auth/session.ts";
import { deleteOldAttempts } from "./auth/throttle.ts";
import { describeFailure } from "./log.ts";
import { resetLapsedStreaks } from "./training/streaks.ts";

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes what no rule needs any more (expired sessions, sign-in and registration attempts
 * over a day old) and zeroes streaks that lapsed since the last sweep.
 */
export async function sweepExpired(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteOldAttempts(db);
  await resetLapsedStreaks(db);
}

/**
 * Sweeps now and then every hour, whether or not anyone signs in. Every instance may run
 * it: the deletes are idempotent. Returns a function that stops the schedule.
 */
export function scheduleSweeps(db: Database, everyMs = SWEEP_INTERVAL_MS): () => void {
  const sweep = () => {
    sweepExpired(db).catch((error) => console.error(describeFailure("The hourly sweep", error)));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
