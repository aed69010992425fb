import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { LockedWorkout, WorkoutNotFound } from "./-workout/BlockedViews.tsx";
import { blockedWorkout } from "./-workout/blocked.ts";
import { WorkoutScreen } from "./-workout/WorkoutScreen.tsx";
import { WorkoutSkeleton } from "./-workout/WorkoutSkeleton.tsx";
import { workoutIdFrom } from "./-workout/workout-id.ts";

export const Route = createFileRoute("/_authenticated/workout/$id")({
  head: screenHead("Workout"),
  // The loader is part of the app's first chunk: no zod here, a plain check of the id, and
  // the workout's refusal (missing, locked) is handed to the screen to read.
  loader: async ({ context, params }): Promise<{ id: number | null; refusal: unknown }> => {
    const id = workoutIdFrom(params.id);
    if (id === null) return { id: null, refusal: null };
    // The three reads together, so they go out in one request.
    const [refusal] = await Promise.all([
      context.trpc.workout.byId.ensureData({ id }).then(
        () => null,
        (error: unknown) => error,
      ),
      context.trpc.exercise.list.ensureData(),
      context.trpc.member.cooldown.ensureData({ memberId: "me" }),
    ]);
    return { id, refusal };
  },
  pendingComponent: WorkoutSkeleton,
  errorComponent: RetryCard,
  component: WorkoutPage,
});

function WorkoutPage() {
  const { id, refusal } = Route.useLoaderData();
  // Any other failure is thrown on, to the error card.
  const blocked = refusal ? blockedWorkout(refusal) : null;
  if (id === null || blocked?.reason === "not-found") return <WorkoutNotFound />;
  if (blocked?.reason === "locked") return <LockedWorkout message={blocked.message} />;
  // One screen per workout: going from one workout to another starts afresh.
  return <WorkoutScreen key={id} id={id} />;
}
