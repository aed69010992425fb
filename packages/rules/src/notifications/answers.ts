/** What the notification routes answer (/api/docs, Notifications): the VAPID key and a member's devices. */
import { z } from "zod";
import { instant, rowIdAnswer } from "../shared/answers.ts";
import { BELL_KINDS } from "./bell.ts";

export const vapidKeyAnswer = z
  .object({
    publicKey: z
      .string()
      .meta({ description: "The server's VAPID public key, base64url: the browser's applicationServerKey." }),
  })
  .meta({ id: "VapidKey" });

export const pushDeviceAnswer = z
  .object({
    id: rowIdAnswer,
    deviceLabel: z.string(),
    reminders: z.boolean(),
    milestones: z.boolean(),
    pack: z.boolean(),
    coach: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: "PushDevice", description: "A device that gets web pushes, and which kinds it takes." });

/** The member's devices, oldest first. */
export const pushDevicesAnswer = z.array(pushDeviceAnswer);

/** The device that was removed. */
export const pushDeviceRemovedAnswer = z.object({ id: rowIdAnswer });

export const bellItemAnswer = z
  .object({
    id: rowIdAnswer,
    kind: z.enum(BELL_KINDS),
    text: z.string().meta({ description: "The line the bell shows, e.g. 'GreyMane and 49 others liked your post'." }),
    path: z.string().meta({ description: "The app's screen a tap opens." }),
    actor: z
      .object({ id: z.uuid(), username: z.string(), avatar: z.string().nullable() })
      .nullable()
      .meta({ description: "Who did it (the latest liker); null for a milestone." }),
    read: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: "Notification", description: "Something that happened while the member was away." });

/** A page of the bell, newest first. */
export const bellPageAnswer = z.object({
  notifications: z.array(bellItemAnswer),
  nextCursor: rowIdAnswer.nullable().meta({ description: "The next page's `?cursor=`; null at the end." }),
});

export const bellUnreadAnswer = z.object({ unread: z.number().int().nonnegative() });

export const bellReadAnswer = z.object({ id: rowIdAnswer, read: z.literal(true) });

export const bellAllReadAnswer = z.object({ marked: z.number().int().nonnegative() });
