import { createFileRoute, redirect } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";
import { screenHead } from "../../lib/head.ts";

export const Route = createFileRoute("/_authenticated/admin")({
  head: screenHead("Admin Dashboard"),
  // Admins only; the server refuses everyone else's admin calls as well.
  beforeLoad: ({ context }) => {
    if (!context.member.isAdmin) throw redirect({ to: "/", replace: true });
  },
  component: AdminPage,
});

function AdminPage() {
  return <PageTitle eyebrow="Admin" title="Admin Dashboard" subtitle="Member analytics arrive here soon." />;
}
