import { describe, expect, it } from "vitest";
import { MAX_SETS_PER_EXERCISE } from "../inputs.ts";
import { DEFAULT_SET_TARGET, matchExerciseRecord, setTarget, setTargets } from "./targets.ts";

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

  it("caps a record's sets at what one exercise can log", () => {
    expect(setTarget("Squat", [{ name: "Squat", sets: 80 }])).toBe(MAX_SETS_PER_EXERCISE);
  });
});
