import { describe, expect, it } from "vitest";
import { caloriesBurned, planCompletion, type TrainingRecord } from "./completion.ts";

const catalogue = [
  { id: "first-hunt", xpValue: 50, triggerType: "workout_count" as const, triggerValue: 1 },
  { id: "three-days", xpValue: 100, triggerType: "streak" as const, triggerValue: 3 },
  { id: "hour", xpValue: 150, triggerType: "total_minutes" as const, triggerValue: 60 },
  { id: "welcome", xpValue: 20, triggerType: null, triggerValue: null },
];

const newcomer: TrainingRecord = {
  workoutsCompleted: 0,
  totalMinutes: 0,
  currentStreak: 0,
  lastWorkoutCompletedAt: null,
  cooldownEndsAt: null,
  timezone: "America/New_York",
  weightUnit: "lb",
  pauses: [],
};
const strength = { category: "Strength", day: 1 };
const openMat = { category: "Mobility", day: null };

describe("planCompletion", () => {
  it("counts a newcomer's first session, earns its achievement and starts the cooldown at their midnight", () => {
    // 20:30 in New York on 10 March.
    const now = new Date("2026-03-11T00:30:00Z");
    const plan = planCompletion(newcomer, strength, { duration: 30, sets: [] }, catalogue, new Set(), now);
    expect(plan.localDate).toBe("2026-03-10");
    expect(plan.caloriesBurned).toBe(210);
    expect(plan.awarded.map((a) => a.id)).toEqual(["first-hunt"]);
    expect(plan.record).toEqual({
      workoutsCompleted: 1,
      totalMinutes: 30,
      currentStreak: 1,
      lastWorkoutCompletedAt: now,
      totalXP: 50,
      level: 1,
      cooldownEndsAt: new Date("2026-03-11T04:00:00Z"),
    });
  });

  it("grows the streak the next day on the member's calendar and awards what the new totals meet, once", () => {
    const member = {
      ...newcomer,
      workoutsCompleted: 2,
      totalMinutes: 40,
      currentStreak: 2,
      // 23:00 on 9 March in New York: the evening before.
      lastWorkoutCompletedAt: new Date("2026-03-10T03:00:00Z"),
    };
    const plan = planCompletion(
      member,
      openMat,
      { duration: 20, sets: [] },
      catalogue,
      new Set(["first-hunt", "welcome"]),
      new Date("2026-03-10T15:00:00Z"),
    );
    expect(plan.record.currentStreak).toBe(3);
    expect(plan.awarded.map((a) => a.id)).toEqual(["three-days", "hour"]);
    // Everything earned counts, a trigger-less achievement too: 50 + 20 + 100 + 150.
    expect(plan.record.totalXP).toBe(320);
    expect(plan.record.level).toBe(2);
  });

  it("keeps the streak on a second session the same day and restarts it after a skipped day", () => {
    const trainedThisMorning = {
      ...newcomer,
      workoutsCompleted: 1,
      currentStreak: 4,
      lastWorkoutCompletedAt: new Date("2026-03-10T13:00:00Z"),
    };
    const evening = new Date("2026-03-10T23:00:00Z");
    const sameDay = planCompletion(
      trainedThisMorning,
      openMat,
      { duration: 10, sets: [] },
      catalogue,
      new Set(),
      evening,
    );
    expect(sameDay.record.currentStreak).toBe(4);
    const twoDaysLater = new Date("2026-03-12T15:00:00Z");
    const afterGap = planCompletion(
      trainedThisMorning,
      openMat,
      { duration: 10, sets: [] },
      catalogue,
      new Set(),
      twoDaysLater,
    );
    expect(afterGap.record.currentStreak).toBe(1);
  });

  it("leaves the cooldown as it was for a workout outside the program", () => {
    const cooling = { ...newcomer, cooldownEndsAt: new Date("2026-03-11T04:00:00Z") };
    const plan = planCompletion(cooling, openMat, { duration: 15, sets: [] }, catalogue, new Set(), new Date());
    expect(plan.record.cooldownEndsAt).toEqual(cooling.cooldownEndsAt);
  });

  it("stores each set's weight in kilograms from the member's unit, no weight or reps as none, and the best in both units", () => {
    const plan = planCompletion(
      newcomer,
      strength,
      {
        duration: 30,
        sets: [
          { exerciseName: "Bench Press", setNumber: 1, reps: 8, weight: 135 },
          { exerciseName: "Bench Press", setNumber: 2 },
        ],
      },
      catalogue,
      new Set(),
      new Date("2026-03-10T15:00:00Z"),
    );
    expect(plan.sets).toEqual([
      { exerciseName: "Bench Press", setNumber: 1, reps: 8, weightKg: 61.235 },
      { exerciseName: "Bench Press", setNumber: 2, reps: null, weightKg: null },
    ]);
    // 135 lb x (1 + 8/30) = 171 lb; 61.2 kg x (1 + 8/30) = 77.5 kg.
    expect(plan.oneRepMaxes).toEqual([{ exerciseName: "Bench Press", kg: 78, lb: 171 }]);
  });
});

describe("caloriesBurned", () => {
  it("uses the category's rate, and a middling one for an unknown category", () => {
    expect(caloriesBurned("Cardio", 30)).toBe(300);
    expect(caloriesBurned("Mobility", 25)).toBe(100);
    expect(caloriesBurned("Yoga", 10)).toBe(80);
    expect(caloriesBurned("Strength", 0)).toBe(0);
  });
});
