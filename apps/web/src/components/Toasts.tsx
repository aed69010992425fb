import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadToastViewport, subscribeToToasts, toastsRaised } from "../lib/toast.tsx";

const ToastViewport = lazy(loadToastViewport);

/** What the member does that may raise a toast: the code is fetched at the first of these. */
const FIRST_ACTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Fetches the code that shows toasts ahead of the first one, so a failure toast still
 * shows if the network drops meanwhile: at the member's first touch, key or focus, not with
 * the screen, which shows none by itself (docs/performance.md). Called once the first screen
 * is up (router.tsx); a failed fetch is tried again when a toast needs it.
 */
export function prefetchToasts() {
  const fetchOnce = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, fetchOnce, true);
    loadToastViewport().catch(() => {});
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, fetchOnce, { capture: true, passive: true });
}

/**
 * The toasts, without their weight on the first screen: Mantine's Notifications (with
 * its transitions) is mounted when the first toast is raised. A toast raised before the
 * code arrives waits in the store and shows as soon as it does.
 */
export function Toasts() {
  const needed = useSyncExternalStore(subscribeToToasts, toastsRaised, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
