import type { ReactNode } from "react";

/** Toasts last five seconds unless told otherwise (spec section 9). */
export const TOAST_DURATION_MS = 5000;
/** One toast at a time: a new one replaces the one showing. */
export const TOAST_LIMIT = 1;

export interface ToastOptions {
  /** How long it stays, in ms; defaults to five seconds. */
  autoClose?: number;
  /**
   * News nobody asked for just now (a reminder, a milestone) waits until the toast showing
   * has had its time; what answers the member's own action replaces whatever shows.
   */
  waitForCurrent?: boolean;
}

export type ToastKind = "success" | "failure";

/**
 * The code that shows toasts (Mantine Notifications and its store) is not part of the
 * first screen: it is fetched when the browser is idle (prefetchToasts) or when the
 * first toast is raised, whichever comes first.
 */
export const loadToastViewport = () => import("../components/ToastViewport.tsx");

let raised = false;
const listeners = new Set<() => void>();

/** Whether any toast was raised yet: the viewport is mounted from then on. */
export const toastsRaised = () => raised;
export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function raise(kind: ToastKind, title: ReactNode, text: ReactNode | undefined, options: ToastOptions) {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  // Offline before the code arrived: nothing to show it with, and nothing to crash over.
  loadToastViewport()
    .then(({ showToast }) => showToast(kind, title, text, options))
    .catch(() => {});
}

/**
 * A confirmation: 'Membership Selected' / 'You're all set!...'. A title with a member's
 * name in it takes <MemberName>, so a long name is shortened, not cut off.
 */
export function toastSuccess(title: ReactNode, text?: ReactNode, options: ToastOptions = {}) {
  raise("success", title, text, options);
}

/** A failure, in red: 'Login Failed' / the server's message. */
export function toastFailure(title: ReactNode, text: ReactNode, options: ToastOptions = {}) {
  raise("failure", title, text, options);
}
