import { createFileRoute } from "@tanstack/react-router";
import type { WorkoutFilter } from "@wolfpack/rules/training/workout-filter";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { WorkoutsPage } from "./-workouts/WorkoutsPage.tsx";
import { WorkoutsSkeleton } from "./-workouts/WorkoutsSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/workouts")({
  head: screenHead("Workouts"),
  // ?category=Cardio or ?day=3 (a day chip): in the address, so back and forward work.
  // The screen reads them through parseWorkoutFilter (rules); here they are only typed:
  // a route's definition loads with the first screen of every visit, even the sign-in
  // screen's, which has no bytes to spare.
  validateSearch: (search: Record<string, unknown>) => search as WorkoutFilter,
  loader: ({ context }) =>
    Promise.all([context.trpc.workout.list.ensureData(), context.trpc.program.days.ensureData()]),
  pendingComponent: WorkoutsSkeleton,
  errorComponent: RetryCard,
  component: WorkoutsPage,
});
