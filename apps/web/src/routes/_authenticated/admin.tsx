import { createFileRoute, redirect } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { AdminPage } from "./-admin/AdminPage.tsx";
import { AdminSkeleton } from "./-admin/AdminSkeleton.tsx";
import { adminSearch, loadDashboard } from "./-admin/search.ts";

export const Route = createFileRoute("/_authenticated/admin")({
  head: screenHead("Admin Dashboard"),
  // ?q=alpha: the member table's search is in the address.
  validateSearch: adminSearch,
  // Admins only; the server refuses everyone else's admin calls as well.
  beforeLoad: ({ context }) => {
    if (!context.member.isAdmin) throw redirect({ to: "/", replace: true });
  },
  // Started early with the first screen (router.tsx), the loader is given no location:
  // the address is read from the page.
  loader: ({ context, location, cause }) => {
    const search = adminSearch(location?.search ?? Object.fromEntries(new URLSearchParams(window.location.search)));
    const loading = loadDashboard(context.trpc, search);
    // A search typed on the screen shows its own progress in the member table instead.
    if (cause !== "stay") return loading;
    loading.catch(() => {});
  },
  pendingComponent: AdminSkeleton,
  errorComponent: RetryCard,
  component: AdminPage,
});
