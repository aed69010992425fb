import { describe, expect, it } from "vitest";
import {
  applyEvents,
  cleanSetEntry,
  completionPayload,
  cooldownLeftMs,
  DEFAULT_SET_TARGET,
  describeSet,
  durationMinutes,
  elapsedMs,
  exercisesCompleted,
  formatClock,
  formatCountdown,
  isActive,
  loggedWeightIn,
  MAX_SETS_PER_EXERCISE,
  matchExerciseRecord,
  newSession,
  parseEntryNumber,
  previousSet,
  progressPercent,
  REST_DEFAULT_SECONDS,
  REST_MAX_SECONDS,
  REST_MIN_SECONDS,
  restoreSession,
  restRemainingMs,
  restRemainingSeconds,
  type SessionState,
  serialiseSession,
  sessionReducer,
  sessionStorageKey,
  setCount,
  setNotice,
  setTarget,
  setTargets,
} from "./workout-session.ts";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

/** Two exercises: 2 sets of Squat, 1 of Plank. */
const fresh = () => newSession(["Squat", "Plank"], [2, 1], T0);
const running = () => sessionReducer(fresh(), { type: "start", at: s(0) });

describe("set targets", () => {
  const records = [
    { name: "Barbell Back Squat", sets: 5 },
    { name: "Push-Up", sets: 4 },
    { name: "Diamond Push-Up", sets: 2 },
    { name: "Plank", sets: null },
  ];

  it("takes the sets of a record whose name contains the workout's exercise, regardless of case", () => {
    expect(setTarget("back squat", records)).toBe(5);
  });

  it("takes the sets of a record whose name the workout's exercise contains", () => {
    expect(setTarget("Push-Ups to failure", records)).toBe(4);
  });

  it("prefers a record with the very same name over a partial match", () => {
    expect(matchExerciseRecord("diamond push-up", records)?.name).toBe("Diamond Push-Up");
    expect(setTarget("Diamond Push-Up", records)).toBe(2);
  });

  it("is 3 when no record matches, or the record has no sets", () => {
    expect(DEFAULT_SET_TARGET).toBe(3);
    expect(setTarget("Burpee", records)).toBe(3);
    expect(setTarget("Plank", records)).toBe(3);
    expect(setTarget("Squat", [{ name: "Squat", sets: 0 }])).toBe(3);
  });

  it("never matches on a blank name", () => {
    expect(matchExerciseRecord("  ", records)).toBeUndefined();
    expect(matchExerciseRecord("Squat", [{ name: "", sets: 9 }])).toBeUndefined();
  });

  it("gives one target per exercise, in order", () => {
    expect(setTargets(["Back Squat", "Burpee", "push-up"], records)).toEqual([5, 3, 4]);
  });
});

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

describe("progress", () => {
  it("is completed sets over target sets, rounded", () => {
    const three = sessionReducer(newSession(["A", "B"], [3, 3], T0), { type: "start", at: s(0) });
    expect(progressPercent(three)).toBe(0);
    const one = sessionReducer(three, { type: "completeSet", exerciseIndex: 0, at: s(1) });
    expect(progressPercent(one)).toBe(17); // 1/6 = 16.7
    const two = sessionReducer(one, { type: "completeSet", exerciseIndex: 1, at: s(2) });
    expect(progressPercent(two)).toBe(33);
  });

  it("is 0 for a workout without exercises", () => {
    expect(progressPercent(newSession([], [], T0))).toBe(0);
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

describe("the completion call", () => {
  it("rounds the elapsed time to the nearest whole minute, 0 to 600", () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(29_999)).toBe(0);
    expect(durationMinutes(30_000)).toBe(1);
    expect(durationMinutes(10 * 60_000 + 29_000)).toBe(10);
    expect(durationMinutes(-5)).toBe(0);
    expect(durationMinutes(24 * 3_600_000)).toBe(600);
  });

  it("sends the minutes, the exercises done and one entry per set with what was typed", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60), reps: 8, weight: 100, unit: "kg" },
      { type: "completeSet", exerciseIndex: 0, at: s(120), reps: 6 },
      { type: "completeSet", exerciseIndex: 1, at: s(185) },
    ]);
    expect(completionPayload(state, 7, "kg")).toEqual({
      workoutId: 7,
      duration: 3,
      exercisesCompleted: 2,
      sets: [
        { exerciseName: "Squat", setNumber: 1, reps: 8, weight: 100 },
        { exerciseName: "Squat", setNumber: 2, reps: 6 },
        { exerciseName: "Plank", setNumber: 1 },
      ],
    });
  });

  it("counts only exercises that reached their target when finished early", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60) },
      { type: "finish", at: s(100) },
    ]);
    const payload = completionPayload(state, 7, "kg");
    expect(payload.exercisesCompleted).toBe(0);
    expect(payload.sets).toHaveLength(1);
    expect(payload.duration).toBe(2);
  });

  it("sends weights in the member's unit, converting sets logged in the other", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60), weight: 100, unit: "kg" },
      { type: "completeSet", exerciseIndex: 0, at: s(120), weight: 225, unit: "lb" },
    ]);
    const sets = completionPayload(state, 7, "lb").sets;
    expect(sets[0]?.weight).toBe(220.5);
    expect(sets[1]?.weight).toBe(225);
    expect(completionPayload(state, 7, "kg").sets[1]?.weight).toBe(102.1);
  });
});

describe("last time's numbers", () => {
  const last = [
    { exerciseName: "Squat", setNumber: 1, reps: 8, weightKg: 100 },
    { exerciseName: "Squat", setNumber: 2, reps: 6, weightKg: null },
    { exerciseName: "Plank", setNumber: 1, reps: null, weightKg: null },
  ];

  it("finds the same set of the same exercise, regardless of case, weight in the member's unit", () => {
    expect(previousSet(last, "squat", 1, "kg")).toEqual({ reps: 8, weight: 100 });
    expect(previousSet(last, "Squat", 1, "lb")).toEqual({ reps: 8, weight: 220.5 });
    expect(previousSet(last, "Squat", 2, "kg")).toEqual({ reps: 6, weight: null });
  });

  it("is null when there was no such set, or nothing was typed for it", () => {
    expect(previousSet(last, "Squat", 3, "kg")).toBeNull();
    expect(previousSet(last, "Plank", 1, "kg")).toBeNull();
    expect(previousSet(null, "Squat", 1, "kg")).toBeNull();
  });
});

describe("clocks", () => {
  it("shows the session time as mm:ss, with hours once past one", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(425_900)).toBe("07:05");
    expect(formatClock(3_723_000)).toBe("1:02:03");
  });

  it("shows the cooldown as hh:mm:ss, counted down from what the server said", () => {
    expect(formatCountdown(5 * 3_600_000 + 62_000)).toBe("05:01:02");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(500)).toBe("00:00:01");
    expect(cooldownLeftMs(10_000, s(0), s(3))).toBe(7000);
    expect(cooldownLeftMs(10_000, s(0), s(30))).toBe(0);
  });
});

describe("saving to the device", () => {
  const exercises = ["Squat", "Plank"];
  const targets = [2, 1];
  const inProgress = (): SessionState =>
    applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(30), reps: 5, weight: 80, unit: "kg" },
      { type: "pause", at: s(40) },
      { type: "resume", at: s(50) },
      { type: "tick", at: s(60) },
    ]);

  it("keys a session by member and workout", () => {
    expect(sessionStorageKey("m-1", 4)).toBe("wolfpack:workout-session:m-1:4");
  });

  it("brings a running session back with the time that has passed since", () => {
    const saved = serialiseSession(inProgress());
    const restored = restoreSession(saved, exercises, targets, s(120));
    expect(restored?.status).toBe("running");
    expect(restored?.sets[0]).toEqual([{ reps: 5, weight: 80, unit: "kg" }]);
    expect(elapsedMs(restored as SessionState)).toBe(110_000);
  });

  it("brings a paused session back paused, its time unchanged", () => {
    const paused = sessionReducer(inProgress(), { type: "pause", at: s(60) });
    const restored = restoreSession(serialiseSession(paused), exercises, targets, s(3600));
    expect(restored?.status).toBe("paused");
    expect(elapsedMs(restored as SessionState)).toBe(50_000);
  });

  it("brings back a completed session that was not saved yet, so it can be sent again", () => {
    const done = sessionReducer(inProgress(), { type: "finish", at: s(90) });
    expect(restoreSession(serialiseSession(done), exercises, targets, s(200))?.status).toBe("completed");
  });

  it("restores nothing unreadable, never started, for another exercise list, or older than 12 hours", () => {
    expect(restoreSession(null, exercises, targets, s(0))).toBeNull();
    expect(restoreSession("{not json", exercises, targets, s(0))).toBeNull();
    expect(restoreSession(JSON.stringify({ version: 2 }), exercises, targets, s(0))).toBeNull();
    expect(restoreSession(serialiseSession(fresh()), exercises, targets, s(0))).toBeNull();
    const saved = serialiseSession(inProgress());
    expect(restoreSession(saved, ["Squat", "Lunge"], targets, s(70))).toBeNull();
    expect(restoreSession(saved, exercises, [3, 1], s(70))).toBeNull();
    expect(restoreSession(saved, exercises, targets, s(60 + 12 * 3600 + 1))).toBeNull();
  });
});

describe("typed numbers", () => {
  it("reads whole and decimal numbers, with a point or a comma", () => {
    expect(parseEntryNumber("12")).toBe(12);
    expect(parseEntryNumber(" 62.5 ")).toBe(62.5);
    expect(parseEntryNumber("62,5")).toBe(62.5);
    expect(parseEntryNumber(".5")).toBe(0.5);
  });

  it("is null for a blank field or anything that is not a plain number", () => {
    for (const text of ["", "  ", "abc", "-5", "1e3", "5kg", "1.2.3"]) expect(parseEntryNumber(text)).toBeNull();
  });
});

describe("sets in words", () => {
  it("says reps and weight, either alone, or nothing", () => {
    expect(describeSet(10, 40, "kg")).toBe("10 × 40 kg");
    expect(describeSet(1, null, "kg")).toBe("1 rep");
    expect(describeSet(12, null, "lb")).toBe("12 reps");
    expect(describeSet(null, 95, "lb")).toBe("95 lb");
    expect(describeSet(null, null, "kg")).toBeNull();
  });

  it("shows a logged weight in the member's unit of now", () => {
    expect(loggedWeightIn({ reps: 5, weight: 100, unit: "kg" }, "lb")).toBe(220.5);
    expect(loggedWeightIn({ reps: 5, weight: 100, unit: "kg" }, "kg")).toBe(100);
    expect(loggedWeightIn({ reps: 5, weight: null, unit: "kg" }, "lb")).toBeNull();
  });
});

describe("what the server accepts", () => {
  it("numbers the sets of an exercise listed twice on, so each set is logged once", () => {
    const state = applyEvents(
      sessionReducer(newSession(["Squat", "Plank", "Squat"], [1, 1, 1], T0), { type: "start", at: s(0) }),
      [
        { type: "completeSet", exerciseIndex: 0, at: s(60) },
        { type: "completeSet", exerciseIndex: 1, at: s(120) },
        { type: "completeSet", exerciseIndex: 2, at: s(180) },
      ],
    );
    expect(completionPayload(state, 1, "kg").sets).toEqual([
      { exerciseName: "Squat", setNumber: 1 },
      { exerciseName: "Plank", setNumber: 1 },
      { exerciseName: "Squat", setNumber: 2 },
    ]);
  });

  it("caps a record's sets at what one exercise can log", () => {
    expect(setTarget("Squat", [{ name: "Squat", sets: 80 }])).toBe(MAX_SETS_PER_EXERCISE);
  });
});
