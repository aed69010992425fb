import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/leaderboards")({
  head: screenHead("Leaderboards"),
  component: LeaderboardsPage,
});

function LeaderboardsPage() {
  return <PageTitle eyebrow="Rankings" title="Leaderboards" subtitle="Leaderboards arrive here soon." />;
}
