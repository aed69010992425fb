import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/community")({
  head: screenHead("The Pack"),
  component: CommunityPage,
});

function CommunityPage() {
  return <PageTitle eyebrow="Community" title="THE PACK" subtitle="The pack's feed arrives here soon." />;
}
