import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { GearPage } from "./-gear/GearPage.tsx";
import { GearSkeleton } from "./-gear/GearSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/gear")({
  head: screenHead("Pack Gear"),
  loader: ({ context }) => context.trpc.gear.list.ensureData(),
  pendingComponent: GearSkeleton,
  errorComponent: RetryCard,
  component: GearPage,
});
