import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/habits")({
  head: screenHead("Habits"),
  component: HabitsPage,
});

function HabitsPage() {
  return <PageTitle eyebrow="Habits" title="Habit Tracking" subtitle="Habit tracking arrives here soon." />;
}
