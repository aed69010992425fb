import { createRootRouteWithContext, Navigate, Outlet } from "@tanstack/react-router";
import { AppLoader } from "@wolfpack/ui";
import { LazyNotFoundScreen } from "../components/LazyNotFoundScreen.tsx";
import { FullScreenRetryCard } from "../components/RetryCard.tsx";
import { rememberSignedIn } from "../lib/first-screen.ts";
import type { RouterContext } from "../router-context.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation knows who is signed in; auth.me is cached, so this is one call per
  // five minutes at most. Visitors get null.
  beforeLoad: async ({ context }) => {
    const member = await context.trpc.auth.me.ensureData();
    // A hint for the next page load (none kept where the screen is drawn on the server), in a
    // task of its own: the page's first use of its storage costs a few ms, which the first
    // screen's start need not wait for. A timer, as nextTask lives in the app's first chunk.
    if (typeof localStorage !== "undefined") setTimeout(() => rememberSignedIn(member !== null), 0);
    return { member };
  },
  component: Outlet,
  pendingComponent: () => <AppLoader fullScreen />,
  // index.html already shows the same spinner while the script loads: no delay, no minimum.
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: FullScreenRetryCard,
  notFoundComponent: UnknownPath,
});

/** A path the router does not know: visitors see the sign-in screen, members the 404. */
function UnknownPath() {
  const { member } = Route.useRouteContext();
  if (!member) return <Navigate to="/login" replace />;
  return <LazyNotFoundScreen />;
}
