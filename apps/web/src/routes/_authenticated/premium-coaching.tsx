import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/premium-coaching")({
  head: screenHead("Premium Coaching"),
  component: PremiumCoachingPage,
});

function PremiumCoachingPage() {
  return (
    <PageTitle eyebrow="Coaching" title="Premium Coaching" subtitle="Coaching with the coach arrives here soon." />
  );
}
