/**
 * Inputs of the notification procedures: a device's web push subscription and the kinds
 * of notification it takes (docs/push.md).
 */
import { z } from "zod";
import { requiredText, rowId } from "../shared/inputs.ts";

/** What a device may be notified of; each device takes each kind unless the member says not. */
export const NOTIFICATION_KINDS = ["reminders", "milestones", "pack", "coach"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const PUSH_ENDPOINT_MAX = 2048;
export const DEVICE_LABEL_MAX = 80;

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Windows, Apple):
 * the only hosts the server posts a push to, so a member cannot have it post elsewhere.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "push.services.mozilla.com", "notify.windows.com", "push.apple.com"];

const isHostOrUnder = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/**
 * Where the browser's push service takes this device's pushes: a public push service's https
 * address, or one of `otherHosts` the server is told of (a push service run locally to test).
 */
export function isPushEndpoint(text: string, otherHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (otherHosts.includes(url.hostname)) return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && PUSH_SERVICE_HOSTS.some((host) => isHostOrUnder(url.hostname, host));
}

/** An address of the shape a push endpoint has; which hosts are taken is the server's to say. */
const isWebAddress = (text: string) => /^https?:\/\//.test(text) && URL.canParse(text);

export const ENDPOINT_MESSAGE = "Endpoint must be the push service's https address";

/** A key of the subscription, as the browser gives it: unpadded base64url. */
const subscriptionKey = (what: string, bytes: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`)
    // Unpadded base64url of n bytes is ceil(4n / 3) characters.
    .refine((key) => key.length === Math.ceil((bytes * 4) / 3), `${what} must be ${bytes} bytes`);

export const pushSubscribeInput = z.object({
  endpoint: z
    .string({ error: ENDPOINT_MESSAGE })
    .trim()
    .max(PUSH_ENDPOINT_MAX, `Endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`)
    .refine(isWebAddress, ENDPOINT_MESSAGE),
  keys: z.object({
    // An uncompressed P-256 point, and the 16-byte auth secret (RFC 8291).
    p256dh: subscriptionKey("p256dh", 65),
    auth: subscriptionKey("auth", 16),
  }),
  deviceLabel: requiredText(
    "Device name is required",
    DEVICE_LABEL_MAX,
    `Device name must be at most ${DEVICE_LABEL_MAX} characters`,
  ),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInput>;

const deviceId = rowId("Device id");

export const pushDeviceIdInput = z.object({ id: deviceId });

const kindSwitch = (kind: NotificationKind) => z.boolean({ error: `${kind} must be true or false` }).optional();

export const pushKindsInput = z
  .object({
    id: deviceId,
    reminders: kindSwitch("reminders"),
    milestones: kindSwitch("milestones"),
    pack: kindSwitch("pack"),
    coach: kindSwitch("coach"),
  })
  .refine((input) => NOTIFICATION_KINDS.some((kind) => input[kind] !== undefined), {
    message: `Say which kinds to change: ${NOTIFICATION_KINDS.join(", ")}`,
  });
export type PushKindsInput = z.input<typeof pushKindsInput>;

/** The bell's list, newest first; `cursor` is the id of the last one already shown. */
export const bellListInput = z.object({ cursor: rowId("Cursor").nullish() }).default({});

export const bellIdInput = z.object({ id: rowId("Notification id") });
