import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { LazyNotFoundScreen } from "../components/LazyNotFoundScreen.tsx";
import { FullScreenRetryCard } from "../components/RetryCard.tsx";
import { HOME_PATH, safeRedirectTarget } from "../lib/redirect.ts";
import { AppLayout } from "./_authenticated/-layout/AppLayout.tsx";

/**
 * Every member screen sits under this layout. Visitors are sent to the sign-in screen,
 * which brings them back to the page they asked for afterwards.
 */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location }) => {
    const member = context.member ?? (await context.trpc.auth.me.ensureData());
    if (!member) {
      const wanted = safeRedirectTarget(location.href);
      throw redirect({ to: "/login", search: wanted === HOME_PATH ? {} : { redirect: wanted }, replace: true });
    }
    return { member };
  },
  // The frame shows the member (header, avatar): auth.me, which the guard above has just
  // ensured, so this finds it cached and sends nothing. Hence no skeleton of its own: the
  // root's loading screen covers the moment auth.me is asked for.
  loader: async ({ context }) => {
    await context.trpc.auth.me.ensureData();
  },
  component: AuthenticatedLayout,
  errorComponent: FullScreenRetryCard,
  notFoundComponent: LazyNotFoundScreen,
});

/** Habit reminders and milestones on every member screen; its code is not the first screen's. */
const HabitWatcher = lazy(() => import("../components/HabitWatcher.tsx"));

function AuthenticatedLayout() {
  return (
    <AppLayout>
      <Outlet />
      <Suspense fallback={null}>
        <HabitWatcher />
      </Suspense>
    </AppLayout>
  );
}
