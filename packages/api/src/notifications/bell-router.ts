/**
 * The notification bell (docs/push.md, The bell): a member's notifications, newest first, a
 * page at a time, the unread count, and marking them read. Stored on the server, so every
 * device and session of the member agrees. A member reads only their own.
 */
import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, isNull, lt, schema, sql } from "@wolfpack/db";
import { NOTIFICATION_PAGE_SIZE, notificationPath, notificationText } from "@wolfpack/rules/notifications/bell";
import { bellIdInput, bellListInput } from "@wolfpack/rules/notifications/inputs";
import { BEFORE_EVERY_ID, pageOf } from "../shared/paging.ts";
import { protectedProcedure, router } from "../trpc.ts";

const notifications = schema.notifications;
const actors = schema.users;

export const bellRouter = router({
  /** The member's notifications, newest first: each with its line and the screen a tap opens. */
  list: protectedProcedure.input(bellListInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        others: notifications.others,
        postId: notifications.postId,
        messageId: notifications.messageId,
        habitType: notifications.habitType,
        days: notifications.days,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        actorId: actors.id,
        actorName: actors.username,
        actorAvatar: actors.avatar,
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(and(eq(notifications.userId, ctx.member.id), lt(notifications.id, input.cursor ?? BEFORE_EVERY_ID)))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE + 1);
    const { page, nextCursor } = pageOf(rows, NOTIFICATION_PAGE_SIZE, (row) => row.id);
    return {
      notifications: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        text: notificationText({ ...row, actorName: row.actorName }),
        path: notificationPath(row),
        actor:
          row.actorId && row.actorName ? { id: row.actorId, username: row.actorName, avatar: row.actorAvatar } : null,
        read: row.readAt !== null,
        createdAt: row.createdAt,
      })),
      nextCursor,
    };
  }),

  /** How many of the member's notifications are unread: the number on the bell. */
  unreadCount: protectedProcedure.query(async ({ ctx }) => {
    const [row] = await ctx.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, ctx.member.id), isNull(notifications.readAt)));
    return { unread: row?.unread ?? 0 };
  }),

  /** Marks one of the member's notifications read (again is no error); anyone else's is 404. */
  markRead: protectedProcedure.input(bellIdInput).mutation(async ({ ctx, input }) => {
    const [read] = await ctx.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, input.id), eq(notifications.userId, ctx.member.id)))
      .returning({ id: notifications.id });
    if (!read) throw new TRPCError({ code: "NOT_FOUND", message: "This notification is no longer there." });
    return { id: read.id, read: true as const };
  }),

  /** 'Mark all read': every unread notification of the member's. */
  markAllRead: protectedProcedure.mutation(async ({ ctx }) => {
    const marked = await ctx.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, ctx.member.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { marked: marked.length };
  }),
});
