import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/achievements")({
  component: AchievementsPage,
});

function AchievementsPage() {
  return <PageTitle eyebrow="Badges" title="Achievement System" subtitle="Achievements arrive here soon." />;
}
