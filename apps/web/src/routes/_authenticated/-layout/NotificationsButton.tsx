import { ActionIcon } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { IconBell } from "../../../components/icons.ts";
import classes from "./AppLayout.module.css";

/**
 * The bell in the header and its small panel. The panel hangs from the header's right
 * edge with its arrow at the bell, so it needs no positioning library (Mantine's Popover
 * would bring floating-ui, 27 KB gzip, to every member screen). It closes on Escape
 * (focus stays on the bell), on a tap elsewhere, on the bell, and on going to another screen.
 */
export function NotificationsButton() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open on the screen where it was opened: moving on closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedOn(null);
      bellRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [opened]);

  return (
    <div ref={rootRef}>
      <ActionIcon
        ref={bellRef}
        className={classes.bell}
        variant="subtle"
        color="gray"
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        data-expanded={opened || undefined}
        onClick={() => setOpenedOn(opened ? null : pathname)}
      >
        <IconBell size={22} stroke={1.8} />
      </ActionIcon>
      {opened ? (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className={classes.panel}>
          <p id={titleId} className={classes.panelTitle}>
            Notifications
          </p>
          <p className={classes.panelText}>No notifications yet</p>
        </div>
      ) : null}
    </div>
  );
}
