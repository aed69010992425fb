/*
 * Web push in the app's service worker (docs/push.md): sw.js, which vite-plugin-pwa builds,
 * loads this file with importScripts (apps/web/vite.config.ts). The server sends
 * { title, body, url, icon, tag }; a tap opens `url` in a WOLFPACK window.
 */
/* global self */

const APP_ICON = "/icons/icon-192.png";

/** A path of this app's own: a push never sends the member to another site. */
function ownPath(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search + target.hash : "/";
  } catch {
    return "/";
  }
}

/** What the push carries; a text that is not the server's JSON is shown as it came. */
function messageOf(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === "object" ? message : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener("push", (event) => {
  const message = messageOf(event.data);
  const options = {
    body: typeof message.body === "string" ? message.body : "",
    icon: typeof message.icon === "string" ? message.icon : APP_ICON,
    badge: APP_ICON,
    data: { url: ownPath(message.url) },
  };
  // The same tag replaces the notification before it rather than stacking another.
  if (typeof message.tag === "string" && message.tag) options.tag = message.tag;
  const title = typeof message.title === "string" && message.title ? message.title : "WOLFPACK";
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownPath(event.notification.data?.url);
  event.waitUntil(openApp(url));
});

/** Focuses a WOLFPACK window and takes it to `url`, or opens one there. */
async function openApp(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === "visible") ?? windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus().catch(() => open);
  try {
    // Only a window this worker controls can be navigated from here...
    if (await focused.navigate(url)) return;
  } catch {
    // ...any other (opened before the worker took over) is asked to go there itself.
  }
  focused.postMessage({ type: "wolfpack:open", url });
}
