/**
 * This device's web push subscription (docs/push.md): the browser subscribes with the
 * server's VAPID key, and the server keeps it as one of the member's devices. Used by the
 * habits screen's 'Enable' and the devices in settings only (lazy routes).
 */

/** Where the device's row at the server is remembered, to know it among the member's devices. */
const THIS_DEVICE = "wolfpack:push-device";

interface ThisDevice {
  id: number;
  endpoint: string;
}

/** What the server takes: the subscription's address and keys, and a name for the device. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  deviceLabel: string;
}

/** A reason, in the member's words, that this device could not be subscribed. */
export class PushUnavailable extends Error {}

/** The browser's push service can be slow; one that never answers must not spin for ever. */
const SUBSCRIBE_TIMEOUT_MS = 30_000;
/**
 * The service worker registers once the first screen is up (src/offline/persist.ts) and runs
 * once it has kept the app's files for offline use: on a first visit over a weak signal that
 * can take a minute, and a member who taps 'Enable' meanwhile waits rather than being
 * refused (a reload would not make it quicker).
 */
const WORKER_TIMEOUT_MS = 60_000;

const NO_PUSH =
  "This browser cannot get notifications with the app closed. On iPhone, add WOLFPACK to your home screen first.";
const NO_WORKER = "The app's offline part is not running in this tab yet. Reload the page and try again.";
const UNREACHABLE = "Your browser's push service did not answer. Check your connection and try again.";

/** Whether this browser can take web pushes at all. */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;
}

function withinTime<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushUnavailable(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function bytesOfBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/** This browser's subscription, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Subscribes this browser with the server's key (renewing one made with another key).
 * Throws PushUnavailable, or the browser's own error, when it cannot.
 */
export async function subscribeBrowser(publicKey: string): Promise<DeviceSubscription> {
  if (!pushSupported()) throw new PushUnavailable(NO_PUSH);
  const registration = await withinTime(navigator.serviceWorker.ready, WORKER_TIMEOUT_MS, NO_WORKER);
  const key = bytesOfBase64url(publicKey);
  const held = await registration.pushManager.getSubscription();
  // A subscription made with another server key (the keys changed) cannot take our pushes.
  if (held && !sameBytes(held.options.applicationServerKey, key)) await held.unsubscribe();
  const subscription = await withinTime(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
    UNREACHABLE,
  );
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushUnavailable(NO_PUSH);
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, deviceLabel: deviceLabel(navigator.userAgent) };
}

/** The member's words for why subscribing failed: ours, or what the browser said. */
export function subscribeFailure(error: unknown): string {
  if (error instanceof PushUnavailable) return error.message;
  const said = error instanceof Error && error.message ? ` (${error.message})` : "";
  return `Your browser could not subscribe this device to notifications${said}. Private windows cannot get them.`;
}

export function rememberThisDevice(device: ThisDevice): void {
  try {
    localStorage.setItem(THIS_DEVICE, JSON.stringify(device));
  } catch {
    // Storage off: settings cannot say which device is this one; nothing else changes.
  }
}

export function thisDevice(): ThisDevice | null {
  try {
    const kept = JSON.parse(localStorage.getItem(THIS_DEVICE) ?? "null") as Partial<ThisDevice> | null;
    return typeof kept?.id === "number" && typeof kept.endpoint === "string"
      ? { id: kept.id, endpoint: kept.endpoint }
      : null;
  } catch {
    return null;
  }
}

/** This device was removed: the browser forgets its subscription too, so 'Enable' shows again. */
export async function forgetThisDevice(): Promise<void> {
  try {
    localStorage.removeItem(THIS_DEVICE);
  } catch {
    // As above.
  }
  const subscription = await browserSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

/**
 * Signing out: this device stops getting the member's notifications, on the server and in
 * the browser, so whoever uses the phone next is not told about their habits (docs/push.md).
 */
export async function leaveThisDevice(removeDevice: (id: number) => Promise<unknown>): Promise<void> {
  const device = thisDevice();
  // Already gone on the server (removed in settings on another phone): nothing to undo there.
  if (device) await removeDevice(device.id).catch(() => undefined);
  await forgetThisDevice();
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/Linux/, "Linux"],
];

/** A name the member knows the device by: 'Chrome on Android', 'Safari on iPhone'. */
export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Browser";
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
