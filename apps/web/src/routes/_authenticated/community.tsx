import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/community")({
  component: CommunityPage,
});

function CommunityPage() {
  return <PageTitle eyebrow="Community" title="THE PACK" subtitle="The pack's feed arrives here soon." />;
}
