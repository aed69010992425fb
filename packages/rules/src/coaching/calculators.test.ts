import { describe, expect, it } from "vitest";
import {
  type ActivityLevel,
  coachingMacros,
  coachingOneRepMax,
  type Goal,
  type MacroInput,
  settingsMacros,
  settingsOneRepMax,
} from "./calculators.ts";

/** activity, goal, then tdee, calories, protein, carbs and fat, worked out from the formulas. */
type Row = [ActivityLevel, Goal, number, number, number, number, number];

function expectTable(
  calculate: (input: MacroInput) => unknown,
  person: Omit<MacroInput, "activity" | "goal">,
  bmr: number,
  rows: Row[],
) {
  for (const [activity, goal, tdee, calories, protein, carbs, fat] of rows) {
    expect({ activity, goal, result: calculate({ ...person, activity, goal }) }).toEqual({
      activity,
      goal,
      result: { bmr, tdee, calories, protein, carbs, fat },
    });
  }
}

describe("the settings macro calculator (pounds, inches, Harris-Benedict)", () => {
  it("for a man: 66 + 6.23 x 180 lb + 12.7 x 70 in - 6.8 x 30 years = 1872.4", () => {
    expectTable(settingsMacros, { sex: "male", weight: 180, height: 70, age: 30 }, 1872, [
      ["sedentary", "cut", 2247, 1798, 135, 180, 60],
      ["sedentary", "maintain", 2247, 2247, 169, 225, 75],
      ["sedentary", "bulk", 2247, 2472, 185, 247, 82],
      ["light", "cut", 2575, 2060, 154, 206, 69],
      ["light", "maintain", 2575, 2575, 193, 257, 86],
      ["light", "bulk", 2575, 2832, 212, 283, 94],
      ["moderate", "cut", 2902, 2322, 174, 232, 77],
      ["moderate", "maintain", 2902, 2902, 218, 290, 97],
      ["moderate", "bulk", 2902, 3192, 239, 319, 106],
      ["active", "cut", 3230, 2584, 194, 258, 86],
      ["active", "maintain", 3230, 3230, 242, 323, 108],
      ["active", "bulk", 3230, 3553, 266, 355, 118],
      ["very_active", "cut", 3558, 2846, 213, 285, 95],
      ["very_active", "maintain", 3558, 3558, 267, 356, 119],
      ["very_active", "bulk", 3558, 3913, 293, 391, 130],
    ]);
  });

  it("for a woman: 655 + 4.35 x 140 lb + 4.7 x 64 in - 4.7 x 28 years = 1433.2", () => {
    expectTable(settingsMacros, { sex: "female", weight: 140, height: 64, age: 28 }, 1433, [
      ["sedentary", "cut", 1720, 1376, 103, 138, 46],
      ["sedentary", "maintain", 1720, 1720, 129, 172, 57],
      ["sedentary", "bulk", 1720, 1892, 142, 189, 63],
      ["light", "cut", 1971, 1577, 118, 158, 53],
      ["light", "maintain", 1971, 1971, 148, 197, 66],
      ["light", "bulk", 1971, 2168, 163, 217, 72],
      ["moderate", "cut", 2221, 1777, 133, 178, 59],
      ["moderate", "maintain", 2221, 2221, 167, 222, 74],
      ["moderate", "bulk", 2221, 2444, 183, 244, 81],
      ["active", "cut", 2472, 1978, 148, 198, 66],
      ["active", "maintain", 2472, 2472, 185, 247, 82],
      ["active", "bulk", 2472, 2719, 204, 272, 91],
      ["very_active", "cut", 2723, 2178, 163, 218, 73],
      ["very_active", "maintain", 2723, 2723, 204, 272, 91],
      ["very_active", "bulk", 2723, 2995, 225, 300, 100],
    ]);
  });
});

describe("the coaching macro calculator (kilograms, centimetres, Mifflin-St Jeor)", () => {
  it("for a man: 10 x 80 kg + 6.25 x 180 cm - 5 x 30 years + 5 = 1780", () => {
    expectTable(coachingMacros, { sex: "male", weight: 80, height: 180, age: 30 }, 1780, [
      ["sedentary", "cut", 2136, 1709, 128, 171, 57],
      ["sedentary", "maintain", 2136, 2136, 160, 214, 71],
      ["sedentary", "bulk", 2136, 2563, 192, 256, 85],
      ["light", "cut", 2448, 1958, 147, 196, 65],
      ["light", "maintain", 2448, 2448, 184, 245, 82],
      ["light", "bulk", 2448, 2937, 220, 294, 98],
      ["moderate", "cut", 2759, 2207, 166, 221, 74],
      ["moderate", "maintain", 2759, 2759, 207, 276, 92],
      ["moderate", "bulk", 2759, 3311, 248, 331, 110],
      ["active", "cut", 3071, 2456, 184, 246, 82],
      ["active", "maintain", 3071, 3071, 230, 307, 102],
      ["active", "bulk", 3071, 3685, 276, 368, 123],
      ["very_active", "cut", 3382, 2706, 203, 271, 90],
      ["very_active", "maintain", 3382, 3382, 254, 338, 113],
      ["very_active", "bulk", 3382, 4058, 304, 406, 135],
    ]);
  });

  it("for a woman: 10 x 60 kg + 6.25 x 165 cm - 5 x 28 years - 161 = 1330.25", () => {
    expectTable(coachingMacros, { sex: "female", weight: 60, height: 165, age: 28 }, 1330, [
      ["sedentary", "cut", 1596, 1277, 96, 128, 43],
      ["sedentary", "maintain", 1596, 1596, 120, 160, 53],
      ["sedentary", "bulk", 1596, 1916, 144, 192, 64],
      ["light", "cut", 1829, 1463, 110, 146, 49],
      ["light", "maintain", 1829, 1829, 137, 183, 61],
      ["light", "bulk", 1829, 2195, 165, 219, 73],
      ["moderate", "cut", 2062, 1650, 124, 165, 55],
      ["moderate", "maintain", 2062, 2062, 155, 206, 69],
      ["moderate", "bulk", 2062, 2474, 186, 247, 82],
      ["active", "cut", 2295, 1836, 138, 184, 61],
      ["active", "maintain", 2295, 2295, 172, 229, 76],
      ["active", "bulk", 2295, 2754, 207, 275, 92],
      ["very_active", "cut", 2527, 2022, 152, 202, 67],
      ["very_active", "maintain", 2527, 2527, 190, 253, 84],
      ["very_active", "bulk", 2527, 3033, 227, 303, 101],
    ]);
  });
});

describe("input a macro calculator cannot use", () => {
  it("gives nothing: a zero, a blank (NaN), a negative, an unknown choice", () => {
    const person: MacroInput = {
      sex: "male",
      weight: 180,
      height: 70,
      age: 30,
      activity: "moderate",
      goal: "maintain",
    };
    for (const calculate of [settingsMacros, coachingMacros]) {
      expect(calculate({ ...person, age: 0 })).toBeNull();
      expect(calculate({ ...person, weight: Number.NaN })).toBeNull();
      expect(calculate({ ...person, height: -70 })).toBeNull();
      expect(calculate({ ...person, activity: "couch" as ActivityLevel })).toBeNull();
      expect(calculate({ ...person, goal: "" as Goal })).toBeNull();
    }
  });
});

describe("the settings one-rep max", () => {
  it("is weight x (1 + reps / 30), rounded, with the eleven rows from 100% to 50%", () => {
    // 225 x (1 + 5/30) = 262.5, rounded to 263.
    expect(settingsOneRepMax(225, 5)).toEqual({
      oneRepMax: 263,
      table: [
        { percent: 100, weight: 263, reps: "1", intensity: "Max effort" },
        { percent: 95, weight: 250, reps: "2-3", intensity: "Near max" },
        { percent: 90, weight: 237, reps: "3-4", intensity: "Very heavy" },
        { percent: 85, weight: 224, reps: "4-6", intensity: "Heavy" },
        { percent: 80, weight: 210, reps: "5-7", intensity: "Heavy" },
        { percent: 75, weight: 197, reps: "6-8", intensity: "Moderately heavy" },
        { percent: 70, weight: 184, reps: "8-10", intensity: "Moderate" },
        { percent: 65, weight: 171, reps: "10-12", intensity: "Moderate" },
        { percent: 60, weight: 158, reps: "12-15", intensity: "Light" },
        { percent: 55, weight: 145, reps: "15-18", intensity: "Light" },
        { percent: 50, weight: 132, reps: "18-20", intensity: "Warm-up" },
      ],
    });
  });

  it("takes 1 to 20 reps and nothing else", () => {
    // 100 x (1 + 1/30) = 103.3; 100 x (1 + 20/30) = 166.7.
    expect(settingsOneRepMax(100, 1)?.oneRepMax).toBe(103);
    expect(settingsOneRepMax(100, 20)?.oneRepMax).toBe(167);
    expect(settingsOneRepMax(100, 21)).toBeNull();
    expect(settingsOneRepMax(100, 0)).toBeNull();
    expect(settingsOneRepMax(100, 2.5)).toBeNull();
    expect(settingsOneRepMax(0, 5)).toBeNull();
    expect(settingsOneRepMax(Number.NaN, 5)).toBeNull();
  });
});

describe("the coaching one-rep max", () => {
  it("has the five rows from 90% to 70% and no upper bound on reps", () => {
    // 100 x (1 + 21/30) = 170.
    expect(coachingOneRepMax(100, 21)).toEqual({
      oneRepMax: 170,
      table: [
        { percent: 90, weight: 153, reps: "1-2", intensity: "Strength" },
        { percent: 85, weight: 145, reps: "2-4", intensity: "Strength" },
        { percent: 80, weight: 136, reps: "4-6", intensity: "Strength and size" },
        { percent: 75, weight: 128, reps: "6-8", intensity: "Size" },
        { percent: 70, weight: 119, reps: "8-12", intensity: "Size and endurance" },
      ],
    });
    expect(coachingOneRepMax(100, 0)).toBeNull();
    expect(coachingOneRepMax(0, 5)).toBeNull();
  });
});
