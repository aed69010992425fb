import type { NextWorkout } from "@wolfpack/rules/training/program";
import { UNLOCK_PATH, workoutPath } from "@wolfpack/ui";

/** Where START TRAINING goes, and the line under it that says what it opens. */
export function startTrainingPath(next: NextWorkout<{ id: number }>): { to: string; hint: string } {
  switch (next.kind) {
    case "workout":
      return { to: workoutPath(next.workout.id), hint: `Day ${next.day} is up next` };
    case "locked":
      // Still the day up next, as every screen names it; the way there is the upgrade.
      return { to: UNLOCK_PATH, hint: `Day ${next.day} is up next: PREMIUM WOLF unlocks it` };
    case "complete":
      return { to: "/transform-100-days", hint: "All 100 days done" };
    case "browse":
      return { to: "/workouts", hint: `Day ${next.day} is up next` };
  }
}
