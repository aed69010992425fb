import { HABIT_FIELDS, type HabitType } from "@wolfpack/rules/habits/habits";
import type { User } from "./schema.ts";

/**
 * Where the members table keeps each habit's run (the rules' map, checked against the
 * table: a renamed column fails the build here). The habit procedures, the member reads
 * and the demo seed all go through it.
 */
export const HABIT_COLUMNS = HABIT_FIELDS satisfies Record<
  HabitType,
  { streak: keyof User; lastDate: keyof User; best: keyof User }
>;
