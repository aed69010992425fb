import type { ReactNode } from "react";

/** How long a toast stays (docs/rules.md, Screens): five seconds, a reminder six, a milestone eight. */
export const TOAST_DURATION_MS = 5000;
export const NEWS_DURATION_MS = { reminder: 6000, milestone: 8000 } as const;

/** News nobody asked for just now: it waits its turn (lib/toast-queue.ts). */
export type ToastNews = keyof typeof NEWS_DURATION_MS;

export type ToastKind = "success" | "failure";

/** One toast, as raised (lib/toast.tsx) and as shown (components/ToastViewport.tsx). */
export interface Toast {
  kind: ToastKind;
  title: ReactNode;
  text: ReactNode | undefined;
  /** Null for the answer to what the member just did. */
  news: ToastNews | null;
}
