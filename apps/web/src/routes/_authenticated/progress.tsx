import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/progress")({
  component: ProgressPage,
});

function ProgressPage() {
  return <PageTitle eyebrow="Your journey" title="Progress" subtitle="Your progress charts arrive here soon." />;
}
