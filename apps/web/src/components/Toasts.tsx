import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const loadViewport = () => import("./ToastViewport.tsx");
const ToastViewport = lazy(loadViewport);

/**
 * Fetches the code that shows toasts ahead of the first one, so a failure toast still
 * shows if the network drops meanwhile. Called once the first screen is up and the
 * browser is idle (router.tsx); a failed fetch is tried again when a toast needs it.
 */
export function prefetchToasts() {
  loadViewport().catch(() => {});
}

/**
 * The toasts, without their weight on the first screen: Mantine's Notifications (with
 * its transitions) is mounted when the first toast is raised. A toast raised before the
 * code arrives waits in the store and shows as soon as it does.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
