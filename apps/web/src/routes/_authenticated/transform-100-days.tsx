import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { ProgramPage } from "./-program/ProgramPage.tsx";
import { ProgramSkeleton } from "./-program/ProgramSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/transform-100-days")({
  head: screenHead("Transform in 100 Days"),
  loader: ({ context }) =>
    Promise.all([
      context.trpc.workout.list.ensureData(),
      context.trpc.program.days.ensureData(),
      context.trpc.program.pauses.ensureData(),
    ]),
  pendingComponent: ProgramSkeleton,
  errorComponent: RetryCard,
  component: ProgramPage,
});
