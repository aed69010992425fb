import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/gear")({
  head: screenHead("Pack Gear"),
  component: GearPage,
});

function GearPage() {
  return <PageTitle eyebrow="Gear" title="PACK GEAR" subtitle="The coach's gear picks arrive here soon." />;
}
