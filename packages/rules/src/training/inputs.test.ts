import { describe, expect, it } from "vitest";
import {
  completeWorkoutInput,
  completeWorkoutWireInput,
  historyInput,
  maxSessionMinutes,
  sessionMisfit,
  workoutInput,
} from "./inputs.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("training inputs", () => {
  it("reads a workout id from a path segment, and refuses one that is not a whole number", () => {
    expect(workoutInput.parse({ id: "12" })).toEqual({ id: 12 });
    expect(firstMessage(workoutInput.safeParse({ id: "abc" }))).toBe("Workout id must be a number");
    expect(firstMessage(workoutInput.safeParse({ id: "1.5" }))).toBe("Workout id must be a whole number");
  });

  it("takes a completion in whole minutes, with optional reps and weight per set", () => {
    expect(completeWorkoutInput.parse({ workoutId: 1, duration: 1, exercisesCompleted: 0 }).sets).toEqual([]);
    const withSets = completeWorkoutInput.parse({
      workoutId: 1,
      duration: 30,
      exercisesCompleted: 2,
      sets: [{ exerciseName: " Squat ", setNumber: 1, reps: 8, weight: 60 }],
    });
    expect(withSets.sets[0]).toEqual({ exerciseName: "Squat", setNumber: 1, reps: 8, weight: 60 });
    expect(firstMessage(completeWorkoutInput.safeParse({ workoutId: 1, duration: 601, exercisesCompleted: 1 }))).toBe(
      "Duration must be between 1 and 600",
    );
    for (const duration of [0, -5]) {
      expect(firstMessage(completeWorkoutInput.safeParse({ workoutId: 1, duration, exercisesCompleted: 1 }))).toBe(
        "Duration must be between 1 and 600",
      );
    }
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

  it("reads the minutes and exercises of a completion only from whole numbers, and digits only over REST", () => {
    const completion = (duration: unknown, exercisesCompleted: unknown = 1) => ({
      workoutId: 1,
      duration,
      exercisesCompleted,
    });
    const notANumber = [null, true, "", [7], "0x10", "1e2", " 30", "30 ", "+30", "30.5", "-3", {}];
    for (const value of notANumber) {
      for (const schema of [completeWorkoutInput, completeWorkoutWireInput]) {
        expect(firstMessage(schema.safeParse(completion(value))), JSON.stringify(value)).toBe(
          "Duration must be a number",
        );
        expect(firstMessage(schema.safeParse(completion(30, value))), JSON.stringify(value)).toBe(
          "Exercises completed must be a number",
        );
      }
    }
    expect(firstMessage(completeWorkoutInput.safeParse(completion(undefined)))).toBe("Duration must be a number");
    expect(firstMessage(completeWorkoutWireInput.safeParse(completion(30.5)))).toBe("Duration must be a whole number");
    // The typed procedure takes numbers; the REST path also plain digits.
    expect(firstMessage(completeWorkoutInput.safeParse(completion("45")))).toBe("Duration must be a number");
    expect(completeWorkoutWireInput.parse(completion("45", "3"))).toMatchObject({
      duration: 45,
      exercisesCompleted: 3,
    });
    expect(completeWorkoutWireInput.parse(completion("045"))).toMatchObject({ duration: 45 });
    expect(firstMessage(completeWorkoutWireInput.safeParse(completion("0")))).toBe(
      "Duration must be between 1 and 600",
    );
  });

  it("credits a session at most 3 times the workout's listed minutes, and never more than 600", () => {
    expect(maxSessionMinutes(30)).toBe(90);
    expect(maxSessionMinutes(15)).toBe(45);
    expect(maxSessionMinutes(250)).toBe(600);
  });

  it("says why a session does not fit its workout: too long, too many exercises, another workout's sets", () => {
    const workout = { duration: 30, exercises: ["Push-Ups", "Plank", " Squat "] };
    const session = (duration: number, exercisesCompleted: number, ...names: string[]) => ({
      duration,
      exercisesCompleted,
      sets: names.map((exerciseName) => ({ exerciseName })),
    });
    expect(sessionMisfit(workout, session(90, 3, "Push-Ups", "Plank", "Squat"))).toBeNull();
    expect(sessionMisfit(workout, session(1, 0))).toBeNull();
    expect(sessionMisfit(workout, session(91, 3))).toBe(
      "Duration must be at most 90 minutes for this 30-minute workout",
    );
    expect(sessionMisfit(workout, session(600, 100))).toBe(
      "Duration must be at most 90 minutes for this 30-minute workout",
    );
    expect(sessionMisfit(workout, session(30, 4))).toBe(
      "Exercises completed must be at most 3: this workout has 3 exercises",
    );
    expect(sessionMisfit({ duration: 15, exercises: ["Cat-Cow"] }, session(15, 2))).toBe(
      "Exercises completed must be at most 1: this workout has 1 exercise",
    );
    expect(sessionMisfit(workout, session(30, 1, "Plank", "Bench Press"))).toBe(
      '"Bench Press" is not an exercise of this workout',
    );
    // Named as the workout names it.
    expect(sessionMisfit(workout, session(30, 1, "push-ups"))).toBe('"push-ups" is not an exercise of this workout');
  });

  it("reads the latest 20 sessions of the member by default", () => {
    expect(historyInput.parse(undefined)).toEqual({ memberId: "me", limit: 20 });
    expect(historyInput.parse({ limit: "5" })).toEqual({ memberId: "me", limit: 5 });
  });
});
