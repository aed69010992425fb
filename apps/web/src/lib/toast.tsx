import type { ReactNode } from "react";
import type { Toast, ToastNews } from "./toast-kinds.ts";

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

/** The toasts raised so far, each handed over once the one before it was. */
let handedOver: Promise<void> = Promise.resolve();

function raise(toast: Toast) {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  // In the order raised: two raised while the code is on its way ('Habit Logged', then its
  // milestone) would reach the queue in whichever order the browser hands each its import,
  // and the news would go ahead of the answer (docs/rules.md, Screens).
  // Offline before the code arrived: nothing to show it with, and nothing to crash over.
  handedOver = handedOver
    .then(loadToastViewport)
    .then(({ showToast }) => showToast(toast))
    .catch(() => {});
}

/**
 * A confirmation: 'Membership Selected' / 'You're all set!...'. A title with a member's
 * name in it takes <MemberName>, so a long name is shortened, not cut off.
 */
export function toastSuccess(title: ReactNode, text?: ReactNode) {
  raise({ kind: "success", title, text, news: null });
}

/** A failure, in red: 'Login Failed' / the server's message. */
export function toastFailure(title: ReactNode, text: ReactNode) {
  raise({ kind: "failure", title, text, news: null });
}

/** A reminder or a milestone: it shows once the toast showing has had its time. */
export function toastNews(news: ToastNews, title: ReactNode, text: ReactNode) {
  raise({ kind: "success", title, text, news });
}
