import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/achievements")({
  head: screenHead("Achievements"),
  component: AchievementsPage,
});

function AchievementsPage() {
  return <PageTitle eyebrow="Badges" title="Achievement System" subtitle="Achievements arrive here soon." />;
}
