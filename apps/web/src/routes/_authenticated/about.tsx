import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/about")({
  head: screenHead("About the Coach"),
  component: AboutPage,
});

function AboutPage() {
  return <PageTitle eyebrow="The coach" title="About the Coach" subtitle="The coach's story arrives here soon." />;
}
