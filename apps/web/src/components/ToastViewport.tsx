import { Notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "../lib/toast.tsx";

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
