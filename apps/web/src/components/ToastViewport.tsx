import { Notifications, notifications } from "@mantine/notifications";
import { NEWS_DURATION_MS, TOAST_DURATION_MS, type Toast } from "../lib/toast-kinds.ts";
import { toastQueue } from "../lib/toast-queue.ts";
import { IconAlertTriangle, IconCheck } from "./icons.ts";

/** How long a toast takes to come in or leave. The next one waits for the exit. */
const TRANSITION_MS = 250;

/** Where toasts show: top centre, one at a time. Loaded after the first screen (see Toasts). */
export default function ToastViewport() {
  return (
    <Notifications
      className="wolf-toasts"
      position="top-center"
      limit={1}
      autoClose={TOAST_DURATION_MS}
      transitionDuration={TRANSITION_MS}
      zIndex={1000}
    />
  );
}

const queue = toastQueue<Toast>({
  show({ kind, title, text, news }, gone) {
    return notifications.show({
      title,
      message: text ?? null,
      color: kind === "success" ? "wolf" : "red",
      icon: kind === "success" ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />,
      autoClose: news ? NEWS_DURATION_MS[news] : TOAST_DURATION_MS,
      withBorder: true,
      // A named, full-size (44 px, from the theme) close button.
      closeButtonProps: { "aria-label": "Dismiss" },
      // Failures read as destructive at a glance: a red edge as well as the red icon.
      style: kind === "failure" ? { borderColor: "var(--mantine-color-red-8)" } : undefined,
      role: kind === "failure" ? "alert" : "status",
      // Closed by its time, by the member or by a newer answer: the next waits for the exit.
      onClose: () => window.setTimeout(gone, TRANSITION_MS),
    });
  },
  hide: (id) => notifications.hide(id),
});

/** Shows a toast in its turn; toast.tsx calls it once this module has arrived. */
export function showToast(toast: Toast) {
  queue.raise(toast);
}
