import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
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

function AuthenticatedLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
