import type { HabitType } from "@wolfpack/rules/enums";
import type { User } from "./schema.ts";

/**
 * Where the members table keeps each habit's run: the streak ending on the last logged
 * day, that day, and the longest run ever. The habit procedures, the member reads and
 * the demo seed all go through this one map.
 */
export const HABIT_COLUMNS = {
  smoking: { streak: "daysWithoutSmoking", lastDate: "lastSmokingDate", best: "bestDaysWithoutSmoking" },
  drinking: { streak: "daysWithoutDrinking", lastDate: "lastDrinkingDate", best: "bestDaysWithoutDrinking" },
  sugar: { streak: "daysWithoutSugar", lastDate: "lastSugarDate", best: "bestDaysWithoutSugar" },
  reading: { streak: "daysReading", lastDate: "lastReadingDate", best: "bestDaysReading" },
} as const satisfies Record<
  HabitType,
  {
    streak: keyof User & `days${string}`;
    lastDate: keyof User & `last${string}Date`;
    best: keyof User & `best${string}`;
  }
>;
