import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/workouts")({
  head: screenHead("Workouts"),
  component: WorkoutsPage,
});

function WorkoutsPage() {
  return <PageTitle eyebrow="Workouts" title="Training Arsenal" subtitle="Your workouts arrive here soon." />;
}
