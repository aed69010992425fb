import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadToastViewport, subscribeToToasts, toastsRaised } from "../lib/toast.tsx";

const ToastViewport = lazy(loadToastViewport);

/**
 * Fetches the code that shows toasts ahead of the first one, so a failure toast still
 * shows if the network drops meanwhile. Called once the first screen is up and the
 * browser is idle (router.tsx); a failed fetch is tried again when a toast needs it.
 */
export function prefetchToasts() {
  loadToastViewport().catch(() => {});
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
