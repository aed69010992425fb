import { describe, expect, it } from "vitest";
import {
  describeSet,
  formatClock,
  loggedWeightIn,
  parseEntryNumber,
  previousSet,
  progressPercent,
  setsNotDone,
} from "./format.ts";
import { newSession, sessionReducer } from "./reducer.ts";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

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

describe("sets not done", () => {
  it("counts every target set not yet completed, extra sets of one exercise making up for none", () => {
    const started = sessionReducer(newSession(["A", "B"], [3, 2], T0), { type: "start", at: s(0) });
    expect(setsNotDone(started)).toBe(5);
    const one = sessionReducer(started, { type: "completeSet", exerciseIndex: 0, at: s(1) });
    expect(setsNotDone(one)).toBe(4);
    const bDone = [2, 3].reduce(
      (state, at) => sessionReducer(state, { type: "completeSet", exerciseIndex: 1, at: s(at) }),
      one,
    );
    expect(setsNotDone(bDone)).toBe(2);
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

  it("counts reps as every other count is said (shared/words): one rep, thousands grouped", () => {
    expect(describeSet(1, null, "kg")).toBe("1 rep");
    expect(describeSet(0, null, "kg")).toBe("0 reps");
    expect(describeSet(2, null, "lb")).toBe("2 reps");
    expect(describeSet(1000, null, "kg")).toBe("1,000 reps");
  });

  it("shows a logged weight in the member's unit of now", () => {
    expect(loggedWeightIn({ reps: 5, weight: 100, unit: "kg" }, "lb")).toBe(220.5);
    expect(loggedWeightIn({ reps: 5, weight: 100, unit: "kg" }, "kg")).toBe(100);
    expect(loggedWeightIn({ reps: 5, weight: null, unit: "kg" }, "lb")).toBeNull();
  });
});
