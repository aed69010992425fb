import { useSyncExternalStore } from "react";

/** Whether the browser may show this site's notifications; "unsupported" where it has none (iPhone Safari outside a home-screen app). */
export type NotificationAccess = NotificationPermission | "unsupported";

export function notificationAccess(): NotificationAccess {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
let watchingBrowser = false;

/** The browser's own settings can change the permission too: follow them where it says so. */
function followBrowserSettings() {
  if (watchingBrowser || typeof navigator === "undefined" || !navigator.permissions?.query) return;
  watchingBrowser = true;
  navigator.permissions
    .query({ name: "notifications" })
    .then((status) => status.addEventListener("change", changed))
    .catch(() => {});
}

function subscribe(listener: () => void) {
  followBrowserSettings();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotificationAccess(): NotificationAccess {
  // A screen drawn on the server assumes what most phones answer before the member is asked;
  // the phone's own answer follows as soon as it takes the screen over.
  return useSyncExternalStore(subscribe, notificationAccess, () => "default");
}

/** Asks the member (the browser's own prompt); what they answered. */
export async function askForNotifications(): Promise<NotificationAccess> {
  if (typeof Notification === "undefined") return "unsupported";
  const answer = await Notification.requestPermission();
  changed();
  return answer;
}

/**
 * A notification from the system, when the member allowed them; `tag` makes a second one
 * with the same tag replace the first rather than stack. Where the page itself may not
 * show one (Chrome on Android wants a service worker), nothing happens: the in-app toast
 * says the same.
 */
export function notify(title: string, body: string, tag: string): void {
  if (notificationAccess() !== "granted") return;
  try {
    new Notification(title, { body, tag, icon: "/icons/icon-192.png" });
  } catch {
    // See above.
  }
}
