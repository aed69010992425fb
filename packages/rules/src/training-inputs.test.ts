import { describe, expect, it } from "vitest";
import { completeWorkoutInput, historyInput, memberId, workoutInput } from "./training-inputs.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("training inputs", () => {
  it("takes 'me' or a member id", () => {
    expect(memberId.parse("me")).toBe("me");
    expect(memberId.parse("6f1c1d2e-8f3a-4b5c-9d6e-7f8091a2b3c4")).toBe("6f1c1d2e-8f3a-4b5c-9d6e-7f8091a2b3c4");
    expect(firstMessage(memberId.safeParse("user-1"))).toBe("Member id must be 'me' or a member's id");
  });

  it("reads a workout id from a path segment, and refuses one that is not a whole number", () => {
    expect(workoutInput.parse({ id: "12" })).toEqual({ id: 12 });
    expect(firstMessage(workoutInput.safeParse({ id: "abc" }))).toBe("Workout id must be a number");
    expect(firstMessage(workoutInput.safeParse({ id: "1.5" }))).toBe("Workout id must be a whole number");
  });

  it("takes a completion in whole minutes, with optional reps and weight per set", () => {
    expect(completeWorkoutInput.parse({ workoutId: 1, duration: 0, exercisesCompleted: 0 }).sets).toEqual([]);
    const withSets = completeWorkoutInput.parse({
      workoutId: 1,
      duration: 30,
      exercisesCompleted: 2,
      sets: [{ exerciseName: " Squat ", setNumber: 1, reps: 8, weight: 60 }],
    });
    expect(withSets.sets[0]).toEqual({ exerciseName: "Squat", setNumber: 1, reps: 8, weight: 60 });
    expect(firstMessage(completeWorkoutInput.safeParse({ workoutId: 1, duration: 601, exercisesCompleted: 1 }))).toBe(
      "Duration must be between 0 and 600",
    );
    expect(
      firstMessage(
        completeWorkoutInput.safeParse({
          workoutId: 1,
          duration: 1,
          exercisesCompleted: 1,
          sets: [{ exerciseName: "Squat", setNumber: 1, weight: -5 }],
        }),
      ),
    ).toBe("Weight must be between 0 and 2000");
  });

  it("reads the latest 20 sessions of the member by default", () => {
    expect(historyInput.parse(undefined)).toEqual({ memberId: "me", limit: 20 });
    expect(historyInput.parse({ limit: "5" })).toEqual({ memberId: "me", limit: 5 });
  });
});
