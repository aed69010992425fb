/**
 * The macro and one-rep-max calculators of the settings and coaching screens, with the
 * constants of docs/rules.md, Calculators. Each answers null for input it cannot use: the screens then
 * do nothing, silently.
 */

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

export const SEXES = ["male", "female"] as const;
export type Sex = (typeof SEXES)[number];

export const GOALS = ["cut", "maintain", "bulk"] as const;
export type Goal = (typeof GOALS)[number];

/** Share of the day's energy for each goal: the settings screen and the coaching screen differ on bulking. */
export const SETTINGS_GOAL_FACTORS: Record<Goal, number> = { cut: 0.8, maintain: 1, bulk: 1.1 };
export const COACHING_GOAL_FACTORS: Record<Goal, number> = { cut: 0.8, maintain: 1, bulk: 1.2 };

/** 30% protein, 40% carbs, 30% fat, at 4, 4 and 9 kcal a gram. */
const SPLIT = {
  protein: { share: 0.3, kcalPerGram: 4 },
  carbs: { share: 0.4, kcalPerGram: 4 },
  fat: { share: 0.3, kcalPerGram: 9 },
} as const;

export interface MacroInput {
  sex: Sex;
  age: number;
  /** Pounds on the settings screen, kilograms on the coaching screen. */
  weight: number;
  /** Inches on the settings screen, centimetres on the coaching screen. */
  height: number;
  activity: ActivityLevel;
  goal: Goal;
}

/** Kilocalories a day, and grams of each macronutrient, all rounded to whole numbers. */
export interface MacroResult {
  bmr: number;
  tdee: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

function macros(bmr: number, activity: ActivityLevel, goalFactor: number): MacroResult {
  const tdee = bmr * ACTIVITY_MULTIPLIERS[activity];
  const calories = tdee * goalFactor;
  const grams = (part: keyof typeof SPLIT) => Math.round((calories * SPLIT[part].share) / SPLIT[part].kcalPerGram);
  return {
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    calories: Math.round(calories),
    protein: grams("protein"),
    carbs: grams("carbs"),
    fat: grams("fat"),
  };
}

function usable(input: MacroInput): boolean {
  return (
    isPositive(input.age) &&
    isPositive(input.weight) &&
    isPositive(input.height) &&
    input.activity in ACTIVITY_MULTIPLIERS &&
    SEXES.includes(input.sex) &&
    GOALS.includes(input.goal)
  );
}

/** The settings screen's calculator: pounds and inches, Harris-Benedict's BMR. */
export function settingsMacros(input: MacroInput): MacroResult | null {
  if (!usable(input)) return null;
  const { sex, age, weight, height } = input;
  const bmr =
    sex === "male" ? 66 + 6.23 * weight + 12.7 * height - 6.8 * age : 655 + 4.35 * weight + 4.7 * height - 4.7 * age;
  return macros(bmr, input.activity, SETTINGS_GOAL_FACTORS[input.goal]);
}

/** The coaching screen's calculator: kilograms and centimetres, Mifflin-St Jeor's BMR. */
export function coachingMacros(input: MacroInput): MacroResult | null {
  if (!usable(input)) return null;
  const { sex, age, weight, height } = input;
  const bmr = 10 * weight + 6.25 * height - 5 * age + (sex === "male" ? 5 : -161);
  return macros(bmr, input.activity, COACHING_GOAL_FACTORS[input.goal]);
}

/** Epley's estimate: weight x (1 + reps / 30), rounded. */
export function estimateOneRepMax(weight: number, reps: number): number {
  return Math.round(weight * (1 + reps / 30));
}

export interface LoadRow {
  percent: number;
  weight: number;
  reps: string;
  intensity: string;
}

export interface OneRepMaxResult {
  oneRepMax: number;
  table: LoadRow[];
}

/** The settings table: 100% down to 50% in steps of 5, with the reps each allows. */
const SETTINGS_ROWS: readonly Omit<LoadRow, "weight">[] = [
  { percent: 100, reps: "1", intensity: "Max effort" },
  { percent: 95, reps: "2-3", intensity: "Near max" },
  { percent: 90, reps: "3-4", intensity: "Very heavy" },
  { percent: 85, reps: "4-6", intensity: "Heavy" },
  { percent: 80, reps: "5-7", intensity: "Heavy" },
  { percent: 75, reps: "6-8", intensity: "Moderately heavy" },
  { percent: 70, reps: "8-10", intensity: "Moderate" },
  { percent: 65, reps: "10-12", intensity: "Moderate" },
  { percent: 60, reps: "12-15", intensity: "Light" },
  { percent: 55, reps: "15-18", intensity: "Light" },
  { percent: 50, reps: "18-20", intensity: "Warm-up" },
];

/** The coaching table. */
const COACHING_ROWS: readonly Omit<LoadRow, "weight">[] = [
  { percent: 90, reps: "1-2", intensity: "Strength" },
  { percent: 85, reps: "2-4", intensity: "Strength" },
  { percent: 80, reps: "4-6", intensity: "Strength and size" },
  { percent: 75, reps: "6-8", intensity: "Size" },
  { percent: 70, reps: "8-12", intensity: "Size and endurance" },
];

/** The lifts the coaching calculator names. */
export const COACHING_LIFTS = ["bench", "squat", "deadlift", "press"] as const;

/** Reps the settings calculator accepts: an estimate past 20 is no guide (the screen's hint). */
export const SETTINGS_MIN_REPS = 1;
export const SETTINGS_MAX_REPS = 20;

function loadTable(oneRepMax: number, rows: readonly Omit<LoadRow, "weight">[]): LoadRow[] {
  return rows.map((row) => ({ ...row, weight: Math.round((oneRepMax * row.percent) / 100) }));
}

/** The settings calculator: reps 1 to 20, whole reps. */
export function settingsOneRepMax(weight: number, reps: number): OneRepMaxResult | null {
  if (!isPositive(weight) || !Number.isInteger(reps) || reps < SETTINGS_MIN_REPS || reps > SETTINGS_MAX_REPS) {
    return null;
  }
  const oneRepMax = estimateOneRepMax(weight, reps);
  return { oneRepMax, table: loadTable(oneRepMax, SETTINGS_ROWS) };
}

/** The coaching calculator: any positive weight and reps, no upper bound on reps. */
export function coachingOneRepMax(weight: number, reps: number): OneRepMaxResult | null {
  if (!isPositive(weight) || !isPositive(reps)) return null;
  const oneRepMax = estimateOneRepMax(weight, reps);
  return { oneRepMax, table: loadTable(oneRepMax, COACHING_ROWS) };
}
