import { describe, expect, it } from "vitest";
import { completeWorkoutInput, sessionMisfit } from "../inputs.ts";
import { completionPayload, durationMinutes } from "./payload.ts";
import { applyEvents, newSession, sessionReducer } from "./reducer.ts";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

/** Two exercises: 2 sets of Squat, 1 of Plank. */
const fresh = () => newSession(["Squat", "Plank"], [2, 1], T0);
const running = () => sessionReducer(fresh(), { type: "start", at: s(0) });

describe("the completion call", () => {
  const workout = { id: 7, duration: 30 };
  it("rounds the elapsed time to the nearest whole minute, at least 1 and at most 3 times the workout's", () => {
    expect(durationMinutes(10 * 60_000 + 29_000, 30)).toBe(10);
    expect(durationMinutes(10 * 60_000 + 30_000, 30)).toBe(11);
    // Finished within seconds: still a session, of a minute.
    expect(durationMinutes(0, 30)).toBe(1);
    expect(durationMinutes(29_999, 30)).toBe(1);
    expect(durationMinutes(-5, 30)).toBe(1);
    // The timer left running: what the workout can take, and never more than ten hours.
    expect(durationMinutes(90 * 60_000, 30)).toBe(90);
    expect(durationMinutes(5 * 3_600_000, 30)).toBe(90);
    expect(durationMinutes(24 * 3_600_000, 300)).toBe(600);
  });

  it("sends the minutes, the exercises done and one entry per set with what was typed", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60), reps: 8, weight: 100, unit: "kg" },
      { type: "completeSet", exerciseIndex: 0, at: s(120), reps: 6 },
      { type: "completeSet", exerciseIndex: 1, at: s(185) },
    ]);
    expect(completionPayload(state, workout, "kg")).toEqual({
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
    const payload = completionPayload(state, workout, "kg");
    expect(payload.exercisesCompleted).toBe(0);
    expect(payload.sets).toHaveLength(1);
    expect(payload.duration).toBe(2);
  });

  it("sends weights in the member's unit, converting sets logged in the other", () => {
    const state = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60), weight: 100, unit: "kg" },
      { type: "completeSet", exerciseIndex: 0, at: s(120), weight: 225, unit: "lb" },
    ]);
    const sets = completionPayload(state, workout, "lb").sets;
    expect(sets[0]?.weight).toBe(220.5);
    expect(sets[1]?.weight).toBe(225);
    expect(completionPayload(state, workout, "kg").sets[1]?.weight).toBe(102.1);
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
    expect(completionPayload(state, { id: 1, duration: 20 }, "kg").sets).toEqual([
      { exerciseName: "Squat", setNumber: 1 },
      { exerciseName: "Plank", setNumber: 1 },
      { exerciseName: "Squat", setNumber: 2 },
    ]);
  });

  it("sends what the server takes for the workout, even after the timer was left running", () => {
    const workout = { id: 7, duration: 20, exercises: ["Squat", "Plank"] };
    const left = applyEvents(running(), [
      { type: "completeSet", exerciseIndex: 0, at: s(60), reps: 8 },
      { type: "finish", at: s(8 * 3600) },
    ]);
    const quick = applyEvents(running(), [{ type: "finish", at: s(10) }]);
    for (const state of [left, quick]) {
      const payload = completionPayload(state, workout, "kg");
      const input = completeWorkoutInput.parse(payload);
      expect(sessionMisfit(workout, input)).toBeNull();
    }
    expect(completionPayload(left, workout, "kg").duration).toBe(60);
    expect(completionPayload(quick, workout, "kg").duration).toBe(1);
  });
});
