import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/settings")({
  head: screenHead("Settings"),
  component: SettingsPage,
});

function SettingsPage() {
  return <PageTitle eyebrow="Account" title="Account Settings" subtitle="Your settings arrive here soon." />;
}
