/** What the notification routes answer (/api/docs, Notifications): the VAPID key and a member's devices. */
import { z } from "zod";
import { instant, rowIdAnswer } from "../shared/answers.ts";

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
