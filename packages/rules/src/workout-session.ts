/**
 * The live workout session (spec section 4, "Workout session" and "Sets"), as a pure state
 * machine: not started → running ⇄ paused → completed, with Stop back to not started.
 *
 * Nothing in here reads a clock or starts a timer: every event carries the time it
 * happened (`at`, ms since the epoch) and the screen sends a `tick` each second. The
 * elapsed time is derived from timestamps (when the session started, how long it was
 * paused, when it ended), never counted up tick by tick, so a session saved to
 * localStorage and read back after a reload shows exactly the time that has passed.
 * The state is plain JSON for that reason.
 */
import { z } from "zod";
import { WEIGHT_UNITS, type WeightUnit } from "./enums.ts";
import { kgFrom, weightIn } from "./training.ts";
import {
  MAX_REPS,
  MAX_SESSION_MINUTES,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_SESSION,
  MAX_WEIGHT,
} from "./training-inputs.ts";

/** Sets per exercise when no exercise record matches, or the record has none (spec section 9). */
export const DEFAULT_SET_TARGET = 3;
/**
 * What the completion call accepts (training-inputs): minutes, sets per exercise and per
 * session, reps and weight.
 */
export { MAX_REPS, MAX_SESSION_MINUTES, MAX_SETS_PER_EXERCISE, MAX_SETS_PER_SESSION, MAX_WEIGHT };

/** The rest countdown after each set (beyond the spec): 60 s, changed 15 s at a time, 15 s to 5 min. */
export const REST_DEFAULT_SECONDS = 60;
export const REST_STEP_SECONDS = 15;
export const REST_MIN_SECONDS = 15;
export const REST_MAX_SECONDS = 300;

/**
 * A saved session not seen for this long is not brought back: the member has long
 * stopped training, and its time would be nonsense.
 */
export const SESSION_RESTORE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

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

// ---------------------------------------------------------------------------------------
// Set targets

export interface ExerciseRecord {
  name: string;
  sets: number | null;
}

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The exercise record for a workout's exercise name: names match regardless of case when
 * one contains the other (spec section 4). A record with exactly the same name wins over
 * one that only contains it or is contained ('Push-Up' and 'Diamond Push-Up' for the
 * workout's 'Diamond Push-Up'); otherwise the first partial match in the list's order.
 */
export function matchExerciseRecord<R extends ExerciseRecord>(name: string, records: readonly R[]): R | undefined {
  const wanted = normalise(name);
  if (wanted === "") return undefined;
  const exact = records.find((record) => normalise(record.name) === wanted);
  if (exact) return exact;
  return records.find((record) => {
    const candidate = normalise(record.name);
    return candidate !== "" && (candidate.includes(wanted) || wanted.includes(candidate));
  });
}

/** Sets to do for one exercise: its record's `sets` (at most 50, what a session can log), or 3. */
export function setTarget(name: string, records: readonly ExerciseRecord[]): number {
  const sets = matchExerciseRecord(name, records)?.sets;
  if (typeof sets !== "number" || !Number.isInteger(sets) || sets <= 0) return DEFAULT_SET_TARGET;
  return Math.min(sets, MAX_SETS_PER_EXERCISE);
}

export function setTargets(exercises: readonly string[], records: readonly ExerciseRecord[]): number[] {
  return exercises.map((name) => setTarget(name, records));
}

// ---------------------------------------------------------------------------------------
// The state machine

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
 * A number typed in a reps or weight field ('12', '62.5', '62,5'), or null when the field
 * is blank or holds something else.
 */
export function parseEntryNumber(text: string): number | null {
  const cleaned = text.trim().replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
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
      // Stop resets elapsed time, set counts and the current exercise (spec section 4); the
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

// ---------------------------------------------------------------------------------------
// What the screen shows

/** Training time so far, in ms: from Start to now (or the end), less the pauses. */
export function elapsedMs(state: SessionState): number {
  if (state.startedAt === null) return 0;
  const end = state.endedAt ?? state.pausedAt ?? state.now;
  return Math.max(0, end - state.startedAt - state.pausedMs);
}

/** '07:05' under an hour, '1:02:03' from then on. */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** 'hh:mm:ss', always with hours, as the recovery cooldown card shows it (spec section 2). */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** The cooldown left at `now`, counted down from what the server said at `receivedAt`. */
export function cooldownLeftMs(timeRemaining: number, receivedAt: number, now: number): number {
  return Math.max(0, timeRemaining - Math.max(0, now - receivedAt));
}

export function totalTargetSets(state: SessionState): number {
  return state.targets.reduce((sum, target) => sum + target, 0);
}

export function totalCompletedSets(state: SessionState): number {
  return state.sets.reduce((sum, list, i) => sum + Math.min(list.length, state.targets[i] ?? 0), 0);
}

/** Progress percent = completed sets over target sets, rounded (spec section 4); 0 with no sets to do. */
export function progressPercent(state: SessionState): number {
  const total = totalTargetSets(state);
  return total === 0 ? 0 : Math.round((totalCompletedSets(state) / total) * 100);
}

export const exercisesCompleted = (state: SessionState) =>
  state.exercises.filter((_, index) => isExerciseDone(state, index)).length;

export interface SetNotice {
  title: string;
  text: string;
  exerciseIndex: number;
  at: number;
}

/**
 * What to tell the member about the set just logged: 'Set Complete!' with 'n/total sets
 * done' for an intermediate set (spec section 4), 'Exercise Complete!' for the set that
 * finishes an exercise; nothing once the whole workout is complete (the completion says it).
 */
export function setNotice(state: SessionState): SetNotice | null {
  const last = state.lastSet;
  if (!last || state.status === "completed") return null;
  const total = state.targets[last.exerciseIndex] ?? 0;
  const base = { exerciseIndex: last.exerciseIndex, at: last.at };
  if (last.setNumber < total) return { ...base, title: "Set Complete!", text: `${last.setNumber}/${total} sets done` };
  return { ...base, title: "Exercise Complete!", text: `${total}/${total} sets done` };
}

/** Rest left in ms (0 when no rest is under way). */
export function restRemainingMs(state: SessionState): number {
  if (!state.rest) return 0;
  return Math.max(0, state.rest.startedAt + state.restSeconds * 1000 - state.now);
}

/** The rest countdown as seconds to show, rounded up so it reads 1 until it is over. */
export const restRemainingSeconds = (state: SessionState) => Math.ceil(restRemainingMs(state) / 1000);

/** A logged set's weight in `unit` (converted when it was typed in the other), or null. */
export function loggedWeightIn(set: LoggedSet, unit: WeightUnit): number | null {
  if (set.weight === null) return null;
  return set.unit === unit ? set.weight : weightIn(kgFrom(set.weight, set.unit), unit);
}

/** One set in words: '10 × 40 kg', '10 reps', '40 kg'; null when neither was given. */
export function describeSet(reps: number | null, weight: number | null, unit: WeightUnit): string | null {
  if (reps !== null && weight !== null) return `${reps} × ${weight} ${unit}`;
  if (reps !== null) return `${reps} ${reps === 1 ? "rep" : "reps"}`;
  if (weight !== null) return `${weight} ${unit}`;
  return null;
}

// ---------------------------------------------------------------------------------------
// The completion call

/**
 * Whole minutes of training for the completion call: the elapsed time rounded to the
 * nearest minute (Math.round: 29 s is 0, 30 s is 1, 10 min 29 s is 10), at least 0 and at
 * most 600.
 */
export function durationMinutes(elapsed: number): number {
  return Math.min(MAX_SESSION_MINUTES, Math.max(0, Math.round(elapsed / 60_000)));
}

export interface CompletionPayload {
  workoutId: number;
  duration: number;
  exercisesCompleted: number;
  sets: { exerciseName: string; setNumber: number; reps?: number | null; weight?: number | null }[];
}

/**
 * The payload of workout.complete: duration in whole minutes, how many exercises reached
 * their target, and one entry per completed set with what the member typed. Weights go in
 * `unit` (the member's unit when sending), converted when a set was logged in the other.
 */
export function completionPayload(state: SessionState, workoutId: number, unit: WeightUnit): CompletionPayload {
  const sets: CompletionPayload["sets"] = [];
  // A name listed twice in a workout is one exercise to the server: its sets are numbered on.
  const numbered = new Map<string, number>();
  state.sets.forEach((list, index) => {
    const exerciseName = (state.exercises[index] ?? "").trim();
    if (exerciseName === "") return;
    for (const set of list) {
      const key = exerciseName.toLowerCase();
      const setNumber = (numbered.get(key) ?? 0) + 1;
      numbered.set(key, setNumber);
      if (setNumber > MAX_SETS_PER_EXERCISE) continue;
      const entry: CompletionPayload["sets"][number] = { exerciseName, setNumber };
      if (set.reps !== null) entry.reps = set.reps;
      const weight = loggedWeightIn(set, unit);
      if (weight !== null) entry.weight = Math.min(weight, MAX_WEIGHT);
      sets.push(entry);
    }
  });
  return {
    workoutId,
    duration: durationMinutes(elapsedMs(state)),
    exercisesCompleted: Math.min(100, exercisesCompleted(state)),
    sets: sets.slice(0, MAX_SETS_PER_SESSION),
  };
}

// ---------------------------------------------------------------------------------------
// Last time's numbers

export interface LastSessionSet {
  exerciseName: string;
  setNumber: number;
  reps: number | null;
  weightKg: number | null;
}

export interface PreviousSet {
  reps: number | null;
  /** In the member's unit. */
  weight: number | null;
}

/**
 * What the member did in this set last time (same exercise name regardless of case, same
 * set number), weight shown in their unit; null when there is nothing to show.
 */
export function previousSet(
  lastSets: readonly LastSessionSet[] | null | undefined,
  exerciseName: string,
  setNumber: number,
  unit: WeightUnit,
): PreviousSet | null {
  const wanted = normalise(exerciseName);
  const found = lastSets?.find((set) => set.setNumber === setNumber && normalise(set.exerciseName) === wanted);
  if (!found || (found.reps === null && found.weightKg === null)) return null;
  return { reps: found.reps, weight: found.weightKg === null ? null : weightIn(found.weightKg, unit) };
}

// ---------------------------------------------------------------------------------------
// Saving to the device

/** localStorage key of a member's session of one workout. */
export const sessionStorageKey = (memberId: string, workoutId: number) =>
  `wolfpack:workout-session:${memberId}:${workoutId}`;

const timestamp = z.number().finite().nonnegative();
const savedSession = z.object({
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
  const parsed = savedSession.safeParse(data);
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
