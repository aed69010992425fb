import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/settings")({
  component: SettingsPage,
});

function SettingsPage() {
  return <PageTitle eyebrow="Account" title="Account Settings" subtitle="Your settings arrive here soon." />;
}
