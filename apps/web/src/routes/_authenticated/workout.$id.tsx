import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { LockedWorkout, WorkoutNotFound } from "./-workout/BlockedViews.tsx";
import { type BlockedWorkout, blockedWorkout, workoutIdFrom } from "./-workout/blocked.ts";
import { WorkoutScreen } from "./-workout/WorkoutScreen.tsx";
import { WorkoutSkeleton } from "./-workout/WorkoutSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/workout/$id")({
  head: screenHead("Workout"),
  loader: async ({ context, params }): Promise<{ id: number | null; blocked: BlockedWorkout | null }> => {
    // The loader is part of the app's first chunk: no zod here, a plain check of the id.
    const id = workoutIdFrom(params.id);
    if (id === null) return { id: null, blocked: { reason: "not-found" } };
    // The three reads together, so they go out in one request.
    const [blocked] = await Promise.all([
      context.trpc.workout.byId.ensureData({ id }).then(() => null, blockedWorkout),
      context.trpc.exercise.list.ensureData(),
      context.trpc.member.cooldown.ensureData({ memberId: "me" }),
    ]);
    return { id, blocked };
  },
  pendingComponent: WorkoutSkeleton,
  errorComponent: RetryCard,
  component: WorkoutPage,
});

function WorkoutPage() {
  const { id, blocked } = Route.useLoaderData();
  if (id === null || blocked?.reason === "not-found") return <WorkoutNotFound />;
  if (blocked?.reason === "locked") return <LockedWorkout message={blocked.message} />;
  // One screen per workout: going from one workout to another starts afresh.
  return <WorkoutScreen key={id} id={id} />;
}
