import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/habits")({
  component: HabitsPage,
});

function HabitsPage() {
  return <PageTitle eyebrow="Habits" title="Habit Tracking" subtitle="Habit tracking arrives here soon." />;
}
