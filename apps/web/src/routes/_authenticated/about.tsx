import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/about")({
  component: AboutPage,
});

function AboutPage() {
  return <PageTitle eyebrow="The coach" title="About the Coach" subtitle="The coach's story arrives here soon." />;
}
