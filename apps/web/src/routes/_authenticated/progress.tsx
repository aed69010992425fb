import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/progress")({
  head: screenHead("Progress"),
  component: ProgressPage,
});

function ProgressPage() {
  return <PageTitle eyebrow="Your journey" title="Progress" subtitle="Your progress charts arrive here soon." />;
}
