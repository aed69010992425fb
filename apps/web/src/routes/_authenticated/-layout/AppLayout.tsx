import { ActionIcon } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouteContext, useRouterState } from "@tanstack/react-router";
import { BrandMark, MemberAvatar, MemberName, Wordmark } from "@wolfpack/ui";
import type { ReactNode } from "react";
import {
  IconBarbell,
  IconChartLine,
  IconHome,
  IconLogout,
  IconSettings,
  IconUsersGroup,
} from "../../../components/icons.ts";
import { failureMessage } from "../../../lib/errors.ts";
import { useMember } from "../../../lib/member.ts";
import { activeNavKey, NAV_ITEMS, type NavKey } from "../../../lib/nav.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { countWaitingToSync, notLoggedOutText } from "../../../offline/queued.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./AppLayout.module.css";
import { NotificationsButton } from "./NotificationsButton.tsx";

/** The frame of every screen behind sign-in: header, the screen, bottom navigation. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.app}>
      <AppHeader />
      <main className={classes.main}>{children}</main>
      <BottomNav />
    </div>
  );
}

function AppHeader() {
  const member = useMember();
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          <BrandMark size={34} className={classes.brandMark} />
          <Wordmark size={22} />
        </Link>
        <div className={classes.actions}>
          <NotificationsButton />
          <LogoutButton username={member.username} />
          <Link to="/profile" className={classes.avatarLink} aria-label="Your profile">
            <MemberAvatar username={member.username} avatar={member.avatar} size={38} className={classes.avatar} />
          </Link>
        </div>
      </div>
    </header>
  );
}

function LogoutButton({ username }: { username: string }) {
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: "/_authenticated" });
  const queryClient = useQueryClient();

  const logout = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      toastSuccess(<MemberName before="See you later, " name={username} after="!" />, "Successfully logged out");
      // Every tab goes to sign-in, and nothing of this member stays cached for whoever is next.
      await session.signedOut(() => navigate({ to: "/login", replace: true }));
    },
    onError: (error) => toastFailure("Logout Failed", failureMessage(error, "Failed to logout")),
  });
  const removeDevice = trpc.notification.removeDevice.useMutation();

  // The name is said by aria-label, and shown on hover by title: a tooltip component
  // would bring floating-ui to every member screen, for words a phone never hovers.
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label="Log out"
      title="Log out"
      loading={logout.isPending || removeDevice.isPending}
      onClick={() => {
        // Signing out deletes what the phone keeps: never with writes still waiting (docs/offline.md).
        const waiting = countWaitingToSync(queryClient);
        if (waiting > 0) {
          toastFailure("Not Logged Out", notLoggedOutText(waiting));
          return;
        }
        // The member's pushes stop on this phone with them; the code loads only now.
        void import("../../../lib/push.ts")
          .then((push) => push.leaveThisDevice((id) => removeDevice.mutateAsync({ id })))
          .catch(() => undefined)
          .finally(() => logout.mutate());
      }}
    >
      <IconLogout size={22} stroke={1.8} />
    </ActionIcon>
  );
}

const NAV_ICONS: Record<NavKey, typeof IconHome> = {
  home: IconHome,
  progress: IconChartLine,
  workout: IconBarbell,
  pack: IconUsersGroup,
  settings: IconSettings,
};

function BottomNav() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavKey(pathname);

  return (
    <nav className={classes.nav} aria-label="Main navigation">
      <ul className={classes.navList}>
        {NAV_ITEMS.map((item) => {
          const Icon = NAV_ICONS[item.key];
          const isActive = item.key === active;
          const activeProps = isActive ? { "data-active": true, "aria-current": "page" as const } : {};
          if (item.key === "workout") {
            return (
              <li key={item.key}>
                <Link to={item.to} className={classes.navCenter} {...activeProps}>
                  <span className={classes.navCenterButton} aria-hidden="true">
                    <Icon size={28} stroke={2} />
                  </span>
                  {item.label}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.key}>
              <Link to={item.to} className={classes.navItem} {...activeProps}>
                <Icon size={24} stroke={1.8} aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
