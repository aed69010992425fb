import { createFileRoute } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/profile")({
  head: screenHead("Profile"),
  component: ProfilePage,
});

function ProfilePage() {
  return <PageTitle eyebrow="Member" title="Profile" subtitle="Your profile page arrives here soon." />;
}
