import { createFileRoute, type ErrorComponentProps, Outlet, redirect } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { LazyNotFoundScreen } from "../components/LazyNotFoundScreen.tsx";
import { FullScreenRetryCard } from "../components/RetryCard.tsx";
import { HOME_PATH, safeRedirectTarget } from "../lib/redirect.ts";
import { SessionEnded } from "../session.ts";
import { AppLayout } from "./_authenticated/-layout/AppLayout.tsx";

/**
 * Every member screen sits under this layout. Visitors are sent to the sign-in screen,
 * which brings them back to the page they asked for afterwards. When the session ends
 * while a screen is open, a screen with its own words for it (`staticData.signedOutText`)
 * says so in place instead.
 */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location, cause, matches }) => {
    const member = context.member ?? (await context.trpc.auth.me.ensureData());
    if (!member) {
      const wanted = safeRedirectTarget(location.href);
      const signedOutText = cause === "stay" ? matches.at(-1)?.staticData?.signedOutText : undefined;
      if (signedOutText) throw new SessionEnded(signedOutText, wanted);
      throw redirect({ to: "/login", search: wanted === HOME_PATH ? {} : { redirect: wanted }, replace: true });
    }
    return { member };
  },
  // The frame shows the member (header, avatar): auth.me, which the guard above has just
  // ensured, so this finds it cached and sends nothing for it. Hence no skeleton of its own: the
  // root's loading screen covers the moment auth.me is asked for.
  loader: async ({ context }) => {
    // The header's unread count goes out with the screen's own reads, in their request
    // (docs/push.md, The bell); not awaited: no screen waits for it.
    void context.trpc.bell.unreadCount.prefetch();
    await context.trpc.auth.me.ensureData();
  },
  component: AuthenticatedLayout,
  errorComponent: AuthenticatedError,
  notFoundComponent: LazyNotFoundScreen,
});

/**
 * Habit reminders and milestones on every member screen; its code is not the first screen's.
 * Code that cannot be had (the signal went before it came) leaves the screen as it is, without
 * the watcher until the app is opened again (pushes still reach the phone: docs/push.md).
 */
const HabitWatcher = lazy(() => import("../components/HabitWatcher.tsx").catch(() => ({ default: NoWatcher })));
const NoWatcher = () => null;

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

// Seen only when a session ends under a screen that says so: fetched then.
const SignedOutScreen = lazy(() => import("../components/SignedOutScreen.tsx"));

function AuthenticatedError(props: ErrorComponentProps) {
  const { error } = props;
  if (!(error instanceof SessionEnded)) return <FullScreenRetryCard {...props} />;
  return (
    <Suspense fallback={null}>
      <SignedOutScreen text={error.text} redirect={error.redirect} />
    </Suspense>
  );
}
