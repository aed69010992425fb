import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { IconAlertTriangle, IconCheck } from "../components/icons.ts";

/** Toasts last five seconds unless told otherwise (spec section 9). */
export const TOAST_DURATION_MS = 5000;
/** One toast at a time: a new one replaces the one showing. */
export const TOAST_LIMIT = 1;

interface ToastOptions {
  /** How long it stays, in ms; defaults to five seconds. */
  autoClose?: number;
}

function show(kind: "success" | "failure", title: ReactNode, text: ReactNode | undefined, options: ToastOptions) {
  // With a limit of one, a queued toast would wait for the current one to close;
  // the newest news matters more, so it replaces what is showing.
  notifications.cleanQueue();
  notifications.clean();
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

/**
 * A confirmation: 'Membership Selected' / 'You're all set!...'. A title with a member's
 * name in it takes <MemberName>, so a long name is shortened, not cut off.
 */
export function toastSuccess(title: ReactNode, text?: ReactNode, options: ToastOptions = {}) {
  show("success", title, text, options);
}

/** A failure, in red: 'Login Failed' / the server's message. */
export function toastFailure(title: ReactNode, text: ReactNode, options: ToastOptions = {}) {
  show("failure", title, text, options);
}
