import { ActionIcon } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { IconBell } from "../../../components/icons.ts";
import { trpc } from "../../../trpc.ts";
import classes from "./AppLayout.module.css";

// The panel (its list, and closing on Escape or a tap elsewhere) comes with its code when the
// bell is first opened: the header itself only reads the count (docs/push.md, The bell).
const BellPanel = lazy(() => import("./BellPanel.tsx"));

/**
 * The bell in the header, its unread count (read again each minute, so another device's news
 * shows), and its small panel. The panel hangs from the header's right edge with its arrow at
 * the bell, so it needs no positioning library (Mantine's Popover would bring floating-ui,
 * 27 KB gzip, to every member screen). It closes on Escape (focus stays on the bell), on a
 * tap elsewhere, on the bell, and on going to another screen.
 */
export function NotificationsButton() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open on the screen where it was opened: moving on closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = trpc.bell.unreadCount.useQuery(undefined, { refetchInterval: 60_000 }).data?.unread ?? 0;

  return (
    <div ref={rootRef}>
      <ActionIcon
        ref={bellRef}
        className={classes.bell}
        variant="subtle"
        color="gray"
        aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        data-expanded={opened || undefined}
        onClick={() => setOpenedOn(opened ? null : pathname)}
      >
        <IconBell size={22} stroke={1.8} />
        {unread ? (
          <span className={classes.bellCount} aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </ActionIcon>
      {opened ? (
        <Suspense>
          <BellPanel
            id={panelId}
            unread={unread}
            rootRef={rootRef}
            bellRef={bellRef}
            onClose={() => setOpenedOn(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
