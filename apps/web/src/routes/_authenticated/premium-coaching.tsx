import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/premium-coaching")({
  component: PremiumCoachingPage,
});

function PremiumCoachingPage() {
  return (
    <PageTitle eyebrow="Coaching" title="Premium Coaching" subtitle="Coaching with the coach arrives here soon." />
  );
}
