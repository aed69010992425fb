/**
 * What the /workouts list is narrowed to, read from its address. A module of its own,
 * free of zod, because the route's validateSearch loads with the first screen of every
 * visit (the sign-in screen's included); the rest of the program's rules (program.ts)
 * load with the screens that use them.
 */

/** Program length in days (docs/rules.md, Training). */
export const PROGRAM_DAYS = 100;

/** The category filters of /workouts, in the order they show. */
export const WORKOUT_CATEGORIES = ["All", "Strength", "Cardio", "Mobility", "Functional"] as const;
export type WorkoutCategoryFilter = (typeof WORKOUT_CATEGORIES)[number];

/** A program day: a whole number from 1 to 100. */
export const isProgramDay = (day: unknown): day is number =>
  typeof day === "number" && Number.isInteger(day) && day >= 1 && day <= PROGRAM_DAYS;

/** What the workouts list is narrowed to: a program day (a chip) or a category. */
export interface WorkoutFilter {
  day?: number | undefined;
  category?: WorkoutCategoryFilter | undefined;
}

/**
 * The search params of /workouts (`?category=Cardio`, `?day=3`), as the route's
 * validateSearch reads them. Anything unknown or out of range is dropped rather than
 * refused, so a hand-edited address still opens the list. Plain code, not zod: route
 * definitions load with the first screen of every visit (the sign-in screen's included),
 * where zod would add 25 KB.
 */
export function parseWorkoutFilter({ category, day }: Record<string, unknown>): WorkoutFilter {
  // Both keys always: the router lays this over the address's raw params, so a key left
  // out would let '?category=Nope' through.
  const filter: WorkoutFilter = { category: undefined, day: undefined };
  if (WORKOUT_CATEGORIES.includes(category as WorkoutCategoryFilter))
    filter.category = category as WorkoutCategoryFilter;
  // '?day=3' arrives as the number 3, a hand-typed '?day="3"' as a string: both are day 3.
  if (typeof day === "number" || typeof day === "string") {
    const number = Number(day);
    if (day !== "" && isProgramDay(number)) filter.day = number;
  }
  return filter;
}
