import { Notifications, notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastKind, type ToastOptions } from "../lib/toast.tsx";
import { IconAlertTriangle, IconCheck } from "./icons.ts";

/** Where toasts show: top centre, one at a time, five seconds. Loaded after the first screen (see Toasts). */
export default function ToastViewport() {
  return (
    <Notifications
      className="wolf-toasts"
      position="top-center"
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      zIndex={1000}
    />
  );
}

/** Shows a toast; toast.tsx calls it once this module has arrived. */
export function showToast(kind: ToastKind, title: ReactNode, text: ReactNode | undefined, options: ToastOptions) {
  // With a limit of one, a queued toast waits for the current one to close: right for news
  // nobody asked for; the answer to what the member just did replaces what is showing.
  if (!options.waitForCurrent) notifications.clean();
  notifications.show({
    title,
    message: text ?? null,
    color: kind === "success" ? "wolf" : "red",
    icon: kind === "success" ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />,
    autoClose: options.autoClose ?? TOAST_DURATION_MS,
    withBorder: true,
    // A named, full-size (44 px, from the theme) close button.
    closeButtonProps: { "aria-label": "Dismiss" },
    // Failures read as destructive at a glance: a red edge as well as the red icon.
    style: kind === "failure" ? { borderColor: "var(--mantine-color-red-8)" } : undefined,
    role: kind === "failure" ? "alert" : "status",
  });
}
