/**
 * The live workout session (docs/rules.md, "The live workout session"), as a pure state
 * machine: not started → running ⇄ paused → completed, with Stop back to not started.
 *
 * Nothing in here reads a clock or starts a timer: every event carries the time it
 * happened (`at`, ms since the epoch) and the screen sends a `tick` each second. The
 * elapsed time is derived from timestamps (when the session started, how long it was
 * paused, when it ended), never counted up tick by tick, so a session saved to
 * localStorage and read back after a reload shows exactly the time that has passed.
 * The state is plain JSON for that reason.
 */
import { MAX_REPS, MAX_WEIGHT } from "../inputs.ts";
import type { WeightUnit } from "../weights.ts";

/** The rest countdown after each set (the product's own addition): 60 s, changed 15 s at a time, 15 s to 5 min. */
export const REST_DEFAULT_SECONDS = 60;
export const REST_STEP_SECONDS = 15;
export const REST_MIN_SECONDS = 15;
export const REST_MAX_SECONDS = 300;

export const SESSION_STATUSES = ["not-started", "running", "paused", "completed"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One completed set, with what the member typed (both optional) and the unit of the weight. */
export interface LoggedSet {
  reps: number | null;
  weight: number | null;
  unit: WeightUnit;
}

export interface SessionState {
  version: 1;
  /** The workout's exercise names, in order, as the session was built for. */
  exercises: string[];
  /** Sets to do per exercise, same order. */
  targets: number[];
  status: SessionStatus;
  /** When Start was pressed (or the first set was logged); null while not started. */
  startedAt: number | null;
  /** When the running pause began; null unless paused. */
  pausedAt: number | null;
  /** Paused time already over (resumed pauses), in ms. */
  pausedMs: number;
  /** When the session completed; null before. */
  endedAt: number | null;
  /** The latest time the session was told about (any event, or a tick). */
  now: number;
  /** Completed sets per exercise: the count of an exercise is the length of its list. */
  sets: LoggedSet[][];
  /** The exercise in focus (the one the session bar offers 'Complete Set' for). */
  current: number;
  /** The rest countdown under way, if any. */
  rest: { startedAt: number } | null;
  /** Length of a rest, in seconds; kept across sets and a Stop. */
  restSeconds: number;
  /** The set logged last, for the 'Set Complete!' notice. */
  lastSet: { exerciseIndex: number; setNumber: number; at: number } | null;
}

export interface SetEntry {
  reps?: number | null;
  weight?: number | null;
  unit?: WeightUnit;
}

export type SessionEvent =
  | { type: "start"; at: number }
  | { type: "pause"; at: number }
  | { type: "resume"; at: number }
  | { type: "stop"; at: number }
  | { type: "finish"; at: number }
  | { type: "tick"; at: number }
  | ({ type: "completeSet"; exerciseIndex: number; at: number } & SetEntry)
  | { type: "resetExercise"; exerciseIndex: number; at: number }
  | { type: "adjustRest"; bySeconds: number; at: number }
  | { type: "skipRest"; at: number };

export function newSession(exercises: readonly string[], targets: readonly number[], now: number): SessionState {
  if (exercises.length !== targets.length) throw new Error("one set target per exercise");
  return {
    version: 1,
    exercises: [...exercises],
    targets: [...targets],
    status: "not-started",
    startedAt: null,
    pausedAt: null,
    pausedMs: 0,
    endedAt: null,
    now,
    sets: exercises.map(() => []),
    current: 0,
    rest: null,
    restSeconds: REST_DEFAULT_SECONDS,
    lastSet: null,
  };
}

/** Whether the member is in a session: started and not yet completed. */
export const isActive = (state: SessionState) => state.status === "running" || state.status === "paused";

export const setCount = (state: SessionState, exerciseIndex: number) => state.sets[exerciseIndex]?.length ?? 0;

export const isExerciseDone = (state: SessionState, exerciseIndex: number) =>
  setCount(state, exerciseIndex) >= (state.targets[exerciseIndex] ?? 0);

/** The next exercise not done, after `from` and then from the top; null when all are done. */
function nextOpenExercise(state: SessionState, from: number): number | null {
  const count = state.exercises.length;
  for (let step = 1; step <= count; step++) {
    const index = (from + step) % count;
    if (!isExerciseDone(state, index)) return index;
  }
  return null;
}

const clampRest = (seconds: number) => Math.min(REST_MAX_SECONDS, Math.max(REST_MIN_SECONDS, Math.round(seconds)));

/** Ends the session at `at`: a pause under way counts as paused time, not training. */
function complete(state: SessionState, at: number): SessionState {
  const pausedMs = state.pausedAt !== null ? state.pausedMs + Math.max(0, at - state.pausedAt) : state.pausedMs;
  return { ...state, status: "completed", pausedAt: null, pausedMs, endedAt: at, rest: null };
}

/** What the reps and weight typed for a set become: whole reps, weight to a tenth; blank or out of range is none. */
export function cleanSetEntry(entry: SetEntry, defaultUnit: WeightUnit): LoggedSet {
  const reps =
    typeof entry.reps === "number" && Number.isFinite(entry.reps) && entry.reps >= 0 && entry.reps <= MAX_REPS
      ? Math.round(entry.reps)
      : null;
  const weight =
    typeof entry.weight === "number" && Number.isFinite(entry.weight) && entry.weight >= 0 && entry.weight <= MAX_WEIGHT
      ? Math.round(entry.weight * 10) / 10
      : null;
  return { reps, weight, unit: entry.unit ?? defaultUnit };
}

/**
 * The session after an event. Events that make no sense in the current state (pausing
 * what is not running, a set for an exercise already done, anything but Stop once
 * completed) leave it as it is, so a double tap does no harm.
 */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  const at = event.at;
  const seen = Math.max(state.now, at);
  switch (event.type) {
    case "start":
      if (state.status !== "not-started") return state;
      return { ...state, status: "running", startedAt: at, pausedAt: null, pausedMs: 0, endedAt: null, now: seen };
    case "pause":
      if (state.status !== "running") return state;
      return { ...state, status: "paused", pausedAt: at, now: seen };
    case "resume":
      if (state.status !== "paused" || state.pausedAt === null) return state;
      return {
        ...state,
        status: "running",
        pausedMs: state.pausedMs + Math.max(0, at - state.pausedAt),
        pausedAt: null,
        now: seen,
      };
    case "stop":
      // Stop resets elapsed time, set counts and the current exercise (docs/rules.md); the
      // member's rest length stays theirs.
      return { ...newSession(state.exercises, state.targets, seen), restSeconds: state.restSeconds };
    case "finish":
      if (!isActive(state)) return state;
      return complete({ ...state, now: seen }, at);
    case "tick": {
      const ticked = { ...state, now: seen };
      if (ticked.rest && restRemainingMs(ticked) <= 0) ticked.rest = null;
      return ticked;
    }
    case "completeSet": {
      const index = event.exerciseIndex;
      if (state.status === "completed") return state;
      if (!Number.isInteger(index) || index < 0 || index >= state.exercises.length) return state;
      if (isExerciseDone(state, index)) return state;
      // Logging a set before pressing Start starts the session: the member is training.
      const started: SessionState =
        state.status === "not-started"
          ? { ...state, status: "running", startedAt: at, pausedAt: null, pausedMs: 0, endedAt: null }
          : state;
      const logged = cleanSetEntry(event, event.unit ?? "kg");
      const sets = started.sets.map((list, i) => (i === index ? [...list, logged] : list));
      let next: SessionState = {
        ...started,
        now: seen,
        sets,
        lastSet: { exerciseIndex: index, setNumber: (sets[index] ?? []).length, at },
      };
      if (isExerciseDone(next, index) && next.current === index) {
        next.current = nextOpenExercise(next, index) ?? index;
      }
      if (next.exercises.every((_, i) => isExerciseDone(next, i))) return complete(next, at);
      next = { ...next, rest: { startedAt: at } };
      return next;
    }
    case "resetExercise": {
      const index = event.exerciseIndex;
      if (state.status === "completed") return state;
      if (!Number.isInteger(index) || index < 0 || index >= state.exercises.length) return state;
      const sets = state.sets.map((list, i) => (i === index ? [] : list));
      const lastSet = state.lastSet?.exerciseIndex === index ? null : state.lastSet;
      return { ...state, sets, lastSet, now: seen };
    }
    case "adjustRest":
      return { ...state, restSeconds: clampRest(state.restSeconds + event.bySeconds), now: seen };
    case "skipRest":
      return { ...state, rest: null, now: seen };
  }
}

/** Applies events in order (for tests and for replaying). */
export const applyEvents = (state: SessionState, events: readonly SessionEvent[]) =>
  events.reduce(sessionReducer, state);

/** Training time so far, in ms: from Start to now (or the end), less the pauses. */
export function elapsedMs(state: SessionState): number {
  if (state.startedAt === null) return 0;
  const end = state.endedAt ?? state.pausedAt ?? state.now;
  return Math.max(0, end - state.startedAt - state.pausedMs);
}

/** Rest left in ms (0 when no rest is under way). */
export function restRemainingMs(state: SessionState): number {
  if (!state.rest) return 0;
  return Math.max(0, state.rest.startedAt + state.restSeconds * 1000 - state.now);
}
