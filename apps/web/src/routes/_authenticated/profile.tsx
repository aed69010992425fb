import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/profile")({
  component: ProfilePage,
});

function ProfilePage() {
  return <PageTitle eyebrow="Member" title="Profile" subtitle="Your profile page arrives here soon." />;
}
