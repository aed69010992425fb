import { createFileRoute } from "@tanstack/react-router";
import { parseWorkoutFilter } from "@wolfpack/rules/workout-filter";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { WorkoutsPage } from "./-workouts/WorkoutsPage.tsx";
import { WorkoutsSkeleton } from "./-workouts/WorkoutsSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/workouts")({
  head: screenHead("Workouts"),
  // ?category=Cardio or ?day=3 (a day chip): in the address, so back and forward work.
  validateSearch: parseWorkoutFilter,
  loader: async ({ context }) => {
    await Promise.all([context.trpc.workout.list.ensureData(), context.trpc.program.days.ensureData()]);
  },
  pendingComponent: WorkoutsSkeleton,
  errorComponent: RetryCard,
  component: WorkoutsPage,
});
