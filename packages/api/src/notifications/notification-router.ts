/**
 * A member's devices that get web pushes (docs/push.md): the key a browser subscribes with,
 * and each device's subscription and the kinds of notification it takes. A member sees and
 * changes only their own devices: anyone else's answer 404, as if not there.
 */
import { TRPCError } from "@trpc/server";
import { and, asc, count, eq, schema } from "@wolfpack/db";
import {
  ENDPOINT_MESSAGE,
  isPushEndpoint,
  pushDeviceIdInput,
  pushKindsInput,
  pushSubscribeInput,
} from "@wolfpack/rules/notifications/inputs";
import { protectedProcedure, router } from "../trpc.ts";
import { vapidKeys } from "./vapid.ts";

const devices = schema.pushSubscriptions;

/** How many devices a member may keep: more than anyone carries, few enough to send to at once. */
export const MAX_PUSH_DEVICES = 20;

const DEVICE_NOT_FOUND = "Device not found.";

const deviceColumns = {
  id: devices.id,
  deviceLabel: devices.deviceLabel,
  reminders: devices.reminders,
  milestones: devices.milestones,
  pack: devices.pack,
  coach: devices.coach,
  createdAt: devices.createdAt,
};

export const notificationRouter = router({
  /** The server's VAPID public key: the browser subscribes with it as applicationServerKey. */
  vapidKey: protectedProcedure.query(async ({ ctx }) => ({ publicKey: (await vapidKeys(ctx.db)).publicKey })),

  /**
   * Subscribes this device, or renews its subscription: one row per endpoint (a browser's
   * own address at its push service), which belongs to the member signed in on it last.
   * A renewal keeps the kinds the device takes.
   */
  subscribe: protectedProcedure.input(pushSubscribeInput).mutation(async ({ ctx, input }) => {
    if (!isPushEndpoint(input.endpoint, ctx.pushServiceHosts)) {
      throw new TRPCError({ code: "BAD_REQUEST", message: ENDPOINT_MESSAGE });
    }
    const memberId = ctx.member.id;
    return ctx.db.transaction(async (tx) => {
      // The member's row is locked while the devices are counted, so two at once never pass the cap.
      await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.id, memberId))
        .for("no key update");
      const [mine] = await tx
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.endpoint, input.endpoint), eq(devices.userId, memberId)));
      if (!mine) {
        const [kept] = await tx.select({ count: count() }).from(devices).where(eq(devices.userId, memberId));
        if ((kept?.count ?? 0) >= MAX_PUSH_DEVICES) {
          throw new TRPCError({
            code: "BAD_REQUEST",
            message: `You can get notifications on at most ${MAX_PUSH_DEVICES} devices. Remove one to add another.`,
          });
        }
      }
      const fields = {
        userId: memberId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        deviceLabel: input.deviceLabel,
      };
      const [device] = await tx
        .insert(devices)
        .values({ endpoint: input.endpoint, ...fields })
        .onConflictDoUpdate({ target: devices.endpoint, set: fields })
        .returning(deviceColumns);
      if (!device) throw new Error("the device was not written");
      return device;
    });
  }),

  /** The member's devices, oldest first. */
  devices: protectedProcedure.query(({ ctx }) =>
    ctx.db
      .select(deviceColumns)
      .from(devices)
      .where(eq(devices.userId, ctx.member.id))
      .orderBy(asc(devices.createdAt), asc(devices.id)),
  ),

  /** Stops pushes to one of the member's devices; its pushes not sent yet go with it. */
  removeDevice: protectedProcedure.input(pushDeviceIdInput).mutation(async ({ ctx, input }) => {
    const [removed] = await ctx.db
      .delete(devices)
      .where(and(eq(devices.id, input.id), eq(devices.userId, ctx.member.id)))
      .returning({ id: devices.id });
    if (!removed) throw new TRPCError({ code: "NOT_FOUND", message: DEVICE_NOT_FOUND });
    return removed;
  }),

  /** Which kinds of notification one of the member's devices takes. */
  setKinds: protectedProcedure.input(pushKindsInput).mutation(async ({ ctx, input }) => {
    const { id, ...kinds } = input;
    const [updated] = await ctx.db
      .update(devices)
      .set(kinds)
      .where(and(eq(devices.id, id), eq(devices.userId, ctx.member.id)))
      .returning(deviceColumns);
    if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: DEVICE_NOT_FOUND });
    return updated;
  }),
});
