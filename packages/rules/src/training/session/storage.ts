/**
 * A session kept on the device (localStorage) while it runs, and read back after a reload
 * only while it still fits the workout and is fresh.
 */
import { z } from "zod";
import { WEIGHT_UNITS } from "../weights.ts";
import { REST_MAX_SECONDS, REST_MIN_SECONDS, SESSION_STATUSES, type SessionState, sessionReducer } from "./reducer.ts";

/**
 * A saved session not seen for this long is not brought back: the member has long
 * stopped training, and its time would be nonsense.
 */
export const SESSION_RESTORE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** localStorage key of a member's session of one workout. */
export const sessionStorageKey = (memberId: string, workoutId: number) =>
  `wolfpack:workout-session:${memberId}:${workoutId}`;

/**
 * The shape a saved session must have, built at the first one read back rather than as the
 * workout screen loads: zod builds a schema's parts eagerly, and on a slow phone this one
 * held the screen's start for about 10 ms (docs/performance.md). Most loads have none.
 */
let savedSessionSchema: ReturnType<typeof buildSavedSessionSchema> | undefined;

function buildSavedSessionSchema() {
  const timestamp = z.number().finite().nonnegative();
  return z.object({
    version: z.literal(1),
    exercises: z.array(z.string()),
    targets: z.array(z.number().int().positive()),
    status: z.enum(SESSION_STATUSES),
    startedAt: timestamp.nullable(),
    pausedAt: timestamp.nullable(),
    pausedMs: timestamp,
    endedAt: timestamp.nullable(),
    now: timestamp,
    sets: z.array(
      z.array(
        z.object({
          reps: z.number().nullable(),
          weight: z.number().nullable(),
          unit: z.enum(WEIGHT_UNITS),
        }),
      ),
    ),
    current: z.number().int().nonnegative(),
    rest: z.object({ startedAt: timestamp }).nullable(),
    restSeconds: z.number().int().min(REST_MIN_SECONDS).max(REST_MAX_SECONDS),
    lastSet: z.object({ exerciseIndex: z.number().int(), setNumber: z.number().int(), at: timestamp }).nullable(),
  });
}

/** The session as stored: a JSON string. */
export const serialiseSession = (state: SessionState) => JSON.stringify(state);

/**
 * A saved session read back, brought up to `now` — or null when there is nothing worth
 * restoring: unreadable, never started, built for another list of exercises or targets
 * (the workout changed), or not seen for more than 12 hours.
 */
export function restoreSession(
  saved: string | null,
  exercises: readonly string[],
  targets: readonly number[],
  now: number,
): SessionState | null {
  if (!saved) return null;
  let data: unknown;
  try {
    data = JSON.parse(saved);
  } catch {
    return null;
  }
  savedSessionSchema ??= buildSavedSessionSchema();
  const parsed = savedSessionSchema.safeParse(data);
  if (!parsed.success) return null;
  const state: SessionState = parsed.data;
  if (state.status === "not-started" || state.startedAt === null) return null;
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((value, i) => value === b[i]);
  if (!same(state.exercises, exercises) || !same(state.targets, targets)) return null;
  if (state.sets.length !== exercises.length) return null;
  if (state.current >= Math.max(1, exercises.length)) return null;
  if (now - state.now > SESSION_RESTORE_MAX_AGE_MS) return null;
  return sessionReducer(state, { type: "tick", at: now });
}
