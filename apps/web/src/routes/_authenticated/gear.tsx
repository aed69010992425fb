import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/gear")({
  component: GearPage,
});

function GearPage() {
  return <PageTitle eyebrow="Gear" title="PACK GEAR" subtitle="The coach's gear picks arrive here soon." />;
}
