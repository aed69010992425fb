/** Web push: the server's key and the member's devices that get pushes (docs/push.md). */

import {
  bellAllReadAnswer,
  bellPageAnswer,
  bellReadAnswer,
  bellUnreadAnswer,
  pushDeviceAnswer,
  pushDeviceRemovedAnswer,
  pushDevicesAnswer,
  vapidKeyAnswer,
} from "@wolfpack/rules/notifications/answers";
import {
  bellIdInput,
  bellListInput,
  pushDeviceIdInput,
  pushKindsInput,
  pushSubscribeInput,
} from "@wolfpack/rules/notifications/inputs";
import { z } from "zod";
import { restRoute } from "./contract.ts";

/** Which kinds a device takes: at least one of them (400 for none). */
const kindChanges = z
  .object(pushKindsInput.shape)
  .omit({ id: true })
  .meta({ description: "At least one of reminders, milestones, pack and coach." });

export const notificationsRoutes = [
  restRoute({
    method: "GET",
    path: "/push/vapid-key",
    summary: "The server's VAPID public key",
    description: "The browser subscribes to web push with it as `applicationServerKey`.",
    access: "member",
    answer: vapidKeyAnswer,
    call: (api) => api.notification.vapidKey(),
  }),
  restRoute({
    method: "POST",
    path: "/push/devices",
    summary: "Get notifications on this device",
    description:
      "The browser's push subscription (`endpoint`, `keys.p256dh`, `keys.auth`) and a name for the device. Sent again for the same endpoint, it renews the subscription and keeps the kinds the device takes. At most 20 devices (400 beyond).",
    access: "member",
    body: pushSubscribeInput,
    status: 201,
    answer: pushDeviceAnswer,
    call: (api, { body }) => api.notification.subscribe(body),
  }),
  restRoute({
    method: "GET",
    path: "/push/devices",
    summary: "The member's devices that get notifications",
    access: "member",
    answer: pushDevicesAnswer,
    call: (api) => api.notification.devices(),
  }),
  restRoute({
    method: "PATCH",
    path: "/push/devices/:id",
    summary: "Choose which kinds of notification a device gets",
    description: "The member's own device only: 404 for anyone else.",
    access: "member",
    params: pushDeviceIdInput,
    body: kindChanges,
    answer: pushDeviceAnswer,
    refusals: [404],
    call: (api, { params, body }) => api.notification.setKinds({ ...body, id: params.id }),
  }),
  restRoute({
    method: "DELETE",
    path: "/push/devices/:id",
    summary: "Stop notifications on a device",
    description: "The member's own device only: 404 for anyone else.",
    access: "member",
    params: pushDeviceIdInput,
    answer: pushDeviceRemovedAnswer,
    refusals: [404],
    call: (api, { params }) => api.notification.removeDevice({ id: params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/notifications",
    summary: "The member's notifications, newest first",
    description:
      "20 a page; `?cursor=<nextCursor>` for the next. Each with its line (a post's likes are one line) and the app's screen a tap opens.",
    access: "member",
    query: bellListInput.unwrap(),
    answer: bellPageAnswer,
    call: (api, { query }) => api.bell.list({ cursor: query.cursor }),
  }),
  restRoute({
    method: "GET",
    path: "/notifications/unread-count",
    summary: "How many of the member's notifications are unread",
    access: "member",
    answer: bellUnreadAnswer,
    call: (api) => api.bell.unreadCount(),
  }),
  restRoute({
    method: "POST",
    path: "/notifications/:id/read",
    summary: "Mark a notification read",
    description: "The member's own only: 404 for anyone else's.",
    access: "member",
    params: bellIdInput,
    answer: bellReadAnswer,
    refusals: [404],
    call: (api, { params }) => api.bell.markRead({ id: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/notifications/read-all",
    summary: "Mark all the member's notifications read",
    access: "member",
    answer: bellAllReadAnswer,
    call: (api) => api.bell.markAllRead(),
  }),
];
