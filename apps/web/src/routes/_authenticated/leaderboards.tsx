import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/leaderboards")({
  component: LeaderboardsPage,
});

function LeaderboardsPage() {
  return <PageTitle eyebrow="Rankings" title="Leaderboards" subtitle="Leaderboards arrive here soon." />;
}
