import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/workouts")({
  component: WorkoutsPage,
});

function WorkoutsPage() {
  return <PageTitle eyebrow="Workouts" title="Training Arsenal" subtitle="Your workouts arrive here soon." />;
}
