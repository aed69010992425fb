import { describe, expect, it } from "vitest";
import { exercisesCompleted, progressPercent, restRemainingSeconds, setNotice } from "./format.ts";
import {
  applyEvents,
  cleanSetEntry,
  elapsedMs,
  isActive,
  newSession,
  REST_DEFAULT_SECONDS,
  REST_MAX_SECONDS,
  REST_MIN_SECONDS,
  restRemainingMs,
  sessionReducer,
  setCount,
} from "./reducer.ts";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

/** Two exercises: 2 sets of Squat, 1 of Plank. */
const fresh = () => newSession(["Squat", "Plank"], [2, 1], T0);
const running = () => sessionReducer(fresh(), { type: "start", at: s(0) });

describe("session state machine (spec section 4)", () => {
  it("starts not started, with no time, no sets and the first exercise in focus", () => {
    const state = fresh();
    expect(state.status).toBe("not-started");
    expect(elapsedMs(state)).toBe(0);
    expect(state.sets).toEqual([[], []]);
    expect(state.current).toBe(0);
    expect(isActive(state)).toBe(false);
  });

  it("not started → running on start", () => {
    const state = running();
    expect(state.status).toBe("running");
    expect(state.startedAt).toBe(s(0));
    expect(isActive(state)).toBe(true);
  });

  it("running → paused on pause, paused → running on resume", () => {
    const paused = sessionReducer(running(), { type: "pause", at: s(10) });
    expect(paused.status).toBe("paused");
    const resumed = sessionReducer(paused, { type: "resume", at: s(40) });
    expect(resumed.status).toBe("running");
    expect(resumed.pausedMs).toBe(30_000);
  });

  it("the timer advances only while running: ticks move it when running, not when paused, not started or completed", () => {
    let state = fresh();
    state = sessionReducer(state, { type: "tick", at: s(5) });
    expect(elapsedMs(state)).toBe(0);

    state = applyEvents(state, [
      { type: "start", at: s(5) },
      { type: "tick", at: s(6) },
      { type: "tick", at: s(7) },
    ]);
    expect(elapsedMs(state)).toBe(2000);

    state = applyEvents(state, [
      { type: "pause", at: s(7) },
      { type: "tick", at: s(8) },
      { type: "tick", at: s(60) },
    ]);
    expect(elapsedMs(state)).toBe(2000);

    state = applyEvents(state, [
      { type: "resume", at: s(60) },
      { type: "tick", at: s(63) },
    ]);
    expect(elapsedMs(state)).toBe(5000);

    state = applyEvents(state, [
      { type: "finish", at: s(63) },
      { type: "tick", at: s(500) },
    ]);
    expect(state.status).toBe("completed");
    expect(elapsedMs(state)).toBe(5000);
  });

  it("derives the time from timestamps, so a tick long after still shows the true time", () => {
    const state = sessionReducer(running(), { type: "tick", at: s(3600) });
    expect(elapsedMs(state)).toBe(3_600_000);
  });

  it("stop resets elapsed time, set counts and the current exercise to not started (from running)", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "completeSet", exerciseIndex: 0, at: s(20) },
      { type: "adjustRest", bySeconds: 30, at: s(21) },
      { type: "tick", at: s(30) },
      { type: "stop", at: s(30) },
    ]);
    expect(state.status).toBe("not-started");
    expect(elapsedMs(state)).toBe(0);
    expect(state.sets).toEqual([[], []]);
    expect(state.current).toBe(0);
    expect(state.startedAt).toBeNull();
    expect(state.rest).toBeNull();
    expect(state.restSeconds).toBe(REST_DEFAULT_SECONDS + 30);
  });

  it("stop from paused resets too", () => {
    const state = applyEvents(running(), [
      { type: "pause", at: s(10) },
      { type: "stop", at: s(20) },
    ]);
    expect(state.status).toBe("not-started");
    expect(state.pausedAt).toBeNull();
    expect(state.pausedMs).toBe(0);
  });

  it("running → completed on finish, with the time up to the finish", () => {
    const state = applyEvents(running(), [{ type: "finish", at: s(90) }]);
    expect(state.status).toBe("completed");
    expect(state.endedAt).toBe(s(90));
    expect(elapsedMs(state)).toBe(90_000);
  });

  it("paused → completed on finish, the pause not counted as training", () => {
    const state = applyEvents(running(), [
      { type: "pause", at: s(60) },
      { type: "finish", at: s(600) },
    ]);
    expect(state.status).toBe("completed");
    expect(elapsedMs(state)).toBe(60_000);
  });

  it("ignores events that do not apply: finish before start, pause when not running, resume when not paused, start twice", () => {
    const idle = fresh();
    expect(sessionReducer(idle, { type: "finish", at: s(1) })).toBe(idle);
    expect(sessionReducer(idle, { type: "pause", at: s(1) })).toBe(idle);
    expect(sessionReducer(idle, { type: "resume", at: s(1) })).toBe(idle);
    const run = running();
    expect(sessionReducer(run, { type: "start", at: s(5) })).toBe(run);
    expect(sessionReducer(run, { type: "resume", at: s(5) })).toBe(run);
    const paused = sessionReducer(run, { type: "pause", at: s(5) });
    expect(sessionReducer(paused, { type: "pause", at: s(6) })).toBe(paused);
  });

  it("once completed, only stop changes it (no set, reset, start, pause or second finish)", () => {
    const done = applyEvents(running(), [{ type: "finish", at: s(60) }]);
    for (const event of [
      { type: "completeSet", exerciseIndex: 0, at: s(61) },
      { type: "resetExercise", exerciseIndex: 0, at: s(61) },
      { type: "start", at: s(61) },
      { type: "pause", at: s(61) },
      { type: "resume", at: s(61) },
      { type: "finish", at: s(61) },
    ] as const) {
      expect(sessionReducer(done, event)).toBe(done);
    }
    expect(sessionReducer(done, { type: "stop", at: s(70) }).status).toBe("not-started");
  });
});

describe("sets (spec section 4)", () => {
  it("each Complete Set adds one to that exercise's count", () => {
    const state = applyEvents(running(), [{ type: "completeSet", exerciseIndex: 0, at: s(10) }]);
    expect(setCount(state, 0)).toBe(1);
    expect(setCount(state, 1)).toBe(0);
  });

  it("an intermediate set says 'Set Complete!' with 'n/total sets done'", () => {
    const state = applyEvents(running(), [{ type: "completeSet", exerciseIndex: 0, at: s(10) }]);
    expect(setNotice(state)).toMatchObject({ title: "Set Complete!", text: "1/2 sets done", exerciseIndex: 0 });
  });

  it("reaching the target finishes the exercise and, when it was the current one, moves focus to the next", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "completeSet", exerciseIndex: 0, at: s(20) },
    ]);
    expect(state.current).toBe(1);
    expect(exercisesCompleted(state)).toBe(1);
    expect(setNotice(state)).toMatchObject({ title: "Exercise Complete!", text: "2/2 sets done" });
  });

  it("does not move focus when the finished exercise was not the current one", () => {
    const three = sessionReducer(newSession(["A", "B", "C"], [2, 1, 2], T0), { type: "start", at: s(0) });
    const state = sessionReducer(three, { type: "completeSet", exerciseIndex: 1, at: s(5) });
    expect(state.current).toBe(0);
  });

  it("moves focus to the next exercise not done, going round to earlier ones", () => {
    const three = sessionReducer(newSession(["A", "B", "C"], [1, 1, 1], T0), { type: "start", at: s(0) });
    let state = applyEvents(three, [{ type: "completeSet", exerciseIndex: 2, at: s(1) }]);
    expect(state.current).toBe(0);
    state = sessionReducer(state, { type: "completeSet", exerciseIndex: 0, at: s(2) });
    expect(state.current).toBe(1);
  });

  it("ignores a set beyond the target, or for an exercise that does not exist", () => {
    const state = applyEvents(running(), [{ type: "completeSet", exerciseIndex: 1, at: s(10) }]);
    expect(sessionReducer(state, { type: "completeSet", exerciseIndex: 1, at: s(11) })).toBe(state);
    expect(sessionReducer(state, { type: "completeSet", exerciseIndex: 7, at: s(11) })).toBe(state);
    expect(sessionReducer(state, { type: "completeSet", exerciseIndex: -1, at: s(11) })).toBe(state);
  });

  it("completing the last set of the last exercise completes the workout", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60) },
      { type: "completeSet", exerciseIndex: 0, at: s(120) },
      { type: "completeSet", exerciseIndex: 1, at: s(180) },
    ]);
    expect(state.status).toBe("completed");
    expect(state.endedAt).toBe(s(180));
    expect(elapsedMs(state)).toBe(180_000);
    expect(progressPercent(state)).toBe(100);
    expect(setNotice(state)).toBeNull();
    expect(state.rest).toBeNull();
  });

  it("completes the workout on whichever exercise is done last, not only the last in the list", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 1, at: s(60) },
      { type: "completeSet", exerciseIndex: 0, at: s(120) },
      { type: "completeSet", exerciseIndex: 0, at: s(180) },
    ]);
    expect(state.status).toBe("completed");
  });

  it("the last set while paused completes the workout without counting the pause", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(30) },
      { type: "completeSet", exerciseIndex: 0, at: s(60) },
      { type: "pause", at: s(90) },
      { type: "completeSet", exerciseIndex: 1, at: s(300) },
    ]);
    expect(state.status).toBe("completed");
    expect(elapsedMs(state)).toBe(90_000);
  });

  it("a set logged before Start starts the session", () => {
    const state = sessionReducer(fresh(), { type: "completeSet", exerciseIndex: 0, at: s(15) });
    expect(state.status).toBe("running");
    expect(state.startedAt).toBe(s(15));
    expect(setCount(state, 0)).toBe(1);
  });

  it("reset returns that exercise to 0 and leaves the others", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "completeSet", exerciseIndex: 1, at: s(20) },
      { type: "resetExercise", exerciseIndex: 0, at: s(30) },
    ]);
    expect(setCount(state, 0)).toBe(0);
    expect(setCount(state, 1)).toBe(1);
    expect(state.status).toBe("running");
  });

  it("reset of a finished exercise makes it open again", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 1, at: s(10) },
      { type: "resetExercise", exerciseIndex: 1, at: s(20) },
      { type: "completeSet", exerciseIndex: 1, at: s(30) },
    ]);
    expect(setCount(state, 1)).toBe(1);
  });

  it("records the reps and weight typed, whole reps and weights to a tenth; blank or nonsense is none", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10), reps: 10, weight: 60.04, unit: "kg" },
      { type: "completeSet", exerciseIndex: 0, at: s(20) },
    ]);
    expect(state.sets[0]).toEqual([
      { reps: 10, weight: 60, unit: "kg" },
      { reps: null, weight: null, unit: "kg" },
    ]);
    expect(cleanSetEntry({ reps: -1, weight: Number.NaN }, "lb")).toEqual({ reps: null, weight: null, unit: "lb" });
    expect(cleanSetEntry({ reps: 1e6, weight: 1e6 }, "kg")).toEqual({ reps: null, weight: null, unit: "kg" });
  });
});

describe("rest countdown", () => {
  it("starts after each set that does not end the workout, 60 s by default", () => {
    const state = applyEvents(running(), [{ type: "completeSet", exerciseIndex: 0, at: s(10) }]);
    expect(state.rest).toEqual({ startedAt: s(10) });
    expect(restRemainingMs(state)).toBe(60_000);
    const later = sessionReducer(state, { type: "tick", at: s(25.5) });
    expect(restRemainingMs(later)).toBe(44_500);
    expect(restRemainingSeconds(later)).toBe(45);
  });

  it("ends by itself when the time is up", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "tick", at: s(70) },
    ]);
    expect(state.rest).toBeNull();
    expect(restRemainingMs(state)).toBe(0);
  });

  it("can be skipped", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "skipRest", at: s(12) },
    ]);
    expect(state.rest).toBeNull();
  });

  it("is changed 15 s at a time, within 15 s and 5 min, the rest under way included", () => {
    let state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(10) },
      { type: "adjustRest", bySeconds: 15, at: s(10) },
    ]);
    expect(state.restSeconds).toBe(75);
    expect(restRemainingMs(state)).toBe(75_000);
    state = sessionReducer(state, { type: "adjustRest", bySeconds: -1000, at: s(10) });
    expect(state.restSeconds).toBe(REST_MIN_SECONDS);
    state = sessionReducer(state, { type: "adjustRest", bySeconds: 1000, at: s(10) });
    expect(state.restSeconds).toBe(REST_MAX_SECONDS);
  });
});
