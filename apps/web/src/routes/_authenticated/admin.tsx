import { createFileRoute, redirect } from "@tanstack/react-router";
import { PageTitle } from "@wolfpack/ui";

export const Route = createFileRoute("/_authenticated/admin")({
  // Admins only; the server refuses everyone else's admin calls as well.
  beforeLoad: ({ context }) => {
    if (!context.member.isAdmin) throw redirect({ to: "/", replace: true });
  },
  component: AdminPage,
});

function AdminPage() {
  return <PageTitle eyebrow="Admin" title="Admin Dashboard" subtitle="Member analytics arrive here soon." />;
}
