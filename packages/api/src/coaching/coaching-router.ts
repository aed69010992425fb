import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, lt, schema, sql, type Transaction } from "@wolfpack/db";
import {
  coachingInboxInput,
  coachingMessageIdInput,
  coachingMessageInput,
  coachingMineInput,
  coachingReplyInput,
} from "@wolfpack/rules/coaching/inputs";
import { COACHING_PAGE_SIZE, COACHING_THREAD_MAX, type CoachingMessageStatus } from "@wolfpack/rules/coaching/messages";
import { coachingPlan } from "@wolfpack/rules/coaching/plans";
import { notify, queuePush } from "../notifications/bell.ts";
import { BEFORE_EVERY_ID, pageOf } from "../shared/paging.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { type AuthenticatedMember, adminProcedure, premiumProcedure, protectedProcedure, router } from "../trpc.ts";

const messages = schema.premiumMessages;
const members = schema.users;
const replies = schema.coachingReplies;

const MESSAGE_NOT_FOUND = "This coaching message is no longer there.";

const SENT: CoachingMessageStatus = "sent";
const ANSWERED: CoachingMessageStatus = "answered";

const messageColumns = {
  id: messages.id,
  serviceType: messages.serviceType,
  message: messages.message,
  userPhone: messages.userPhone,
  status: sql<CoachingMessageStatus>`${messages.status}`,
  price: messages.price,
  createdAt: messages.createdAt,
  respondedAt: messages.respondedAt,
  // Written out whole: drizzle names a lone table's columns bare, which the subquery would take for its own.
  replies: sql<number>`(select count(*)::int from coaching_replies r where r.message_id = premium_messages.id)`,
  // Waiting for the coach: never answered, or the member wrote back last.
  waiting: sql<boolean>`(premium_messages.responded_at is null or coalesce((select not r.from_coach from coaching_replies r where r.message_id = premium_messages.id order by r.id desc limit 1), false))`,
};

const replyColumns = {
  id: replies.id,
  messageId: replies.messageId,
  fromCoach: replies.fromCoach,
  author: members.username,
  content: replies.content,
  createdAt: replies.createdAt,
};

/**
 * A message's thread is read by its member, the coach and admins only: anyone else gets
 * 404, as if there were none, so no one learns which messages exist (docs/rules.md, Coaching).
 */
function readableBy(member: AuthenticatedMember) {
  return member.isAdmin ? undefined : eq(messages.userId, member.id);
}

/** The message, locked while a reply is added, or 404 for anyone who may not read it. */
async function lockedMessage(tx: Transaction, id: number, member: AuthenticatedMember) {
  const [message] = await tx
    .select({ id: messages.id, userId: messages.userId })
    .from(messages)
    .where(and(eq(messages.id, id), readableBy(member)))
    .for("no key update");
  if (!message) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
  const [kept] = await tx.select({ count: sql<number>`count(*)::int` }).from(replies).where(eq(replies.messageId, id));
  if ((kept?.count ?? 0) >= COACHING_THREAD_MAX) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `This conversation has reached ${COACHING_THREAD_MAX} replies. Send the coach a new message.`,
    });
  }
  return message;
}

async function writeReply(
  tx: Transaction,
  messageId: number,
  author: AuthenticatedMember,
  fromCoach: boolean,
  content: string,
) {
  const [written] = await tx.insert(replies).values({ messageId, authorId: author.id, fromCoach, content }).returning({
    id: replies.id,
    messageId: replies.messageId,
    fromCoach: replies.fromCoach,
    content: replies.content,
    createdAt: replies.createdAt,
  });
  if (!written) throw new Error("the reply was not written");
  return { ...written, author: author.username };
}

async function messageById(tx: Transaction, id: number) {
  const [message] = await tx.select(messageColumns).from(messages).where(eq(messages.id, id));
  if (!message) throw new Error("the message went away mid-write");
  return message;
}

/** What a push of the coach's answer says: the start of the answer. */
function answerPreview(content: string): string {
  return content.length > 140 ? `${content.slice(0, 139)}…` : content;
}

/** A page of messages and the cursor of the next, from rows read one past the page. */
function paged<R extends { id: number }>(rows: R[], limit: number) {
  const { page, nextCursor } = pageOf(rows, limit, (message) => message.id);
  return { messages: page, nextCursor };
}

export const coachingRouter = router({
  /**
   * A premium member's message to the coach (free members get 403, naming the upgrade).
   * It is stored as `sent` with the chosen plan's price as the server knows it; the price
   * the client sent along is not trusted.
   */
  send: premiumProcedure.input(coachingMessageInput).mutation(({ ctx, input }) =>
    limitedWrite(ctx, "coaching-message", async (tx) => {
      const [sent] = await tx
        .insert(messages)
        .values({
          userId: ctx.member.id,
          serviceType: input.serviceType,
          message: input.message,
          userPhone: input.userPhone ?? null,
          status: SENT,
          price: coachingPlan(input.serviceType).price,
        })
        .returning(messageColumns);
      if (!sent) throw new Error("the coaching message was not written");
      return sent;
    }),
  ),

  /**
   * The member's own messages, newest first, with their status and when they were
   * answered. Any member may read theirs: a lapsed premium still sees what they sent.
   */
  mine: protectedProcedure.input(coachingMineInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.userId, ctx.member.id), lt(messages.id, input.cursor ?? BEFORE_EVERY_ID)))
      .orderBy(desc(messages.id))
      .limit(COACHING_PAGE_SIZE + 1);
    return paged(rows, COACHING_PAGE_SIZE);
  }),

  /** The coach's inbox: every member's messages, newest first, with who sent them. */
  inbox: adminProcedure.input(coachingInboxInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select({ ...messageColumns, userId: members.id, username: members.username, email: members.email })
      .from(messages)
      .innerJoin(members, eq(members.id, messages.userId))
      .where(
        and(lt(messages.id, input.cursor ?? BEFORE_EVERY_ID), input.unanswered ? messageColumns.waiting : undefined),
      )
      .orderBy(desc(messages.id))
      .limit(input.limit + 1);
    return paged(rows, input.limit);
  }),

  /** Marks a message answered; answering it again keeps the first `respondedAt`. */
  markAnswered: adminProcedure.input(coachingMessageIdInput).mutation(async ({ ctx, input }) => {
    const [answered] = await ctx.db
      .update(messages)
      .set({ status: ANSWERED, respondedAt: sql`coalesce(${messages.respondedAt}, now())` })
      .where(eq(messages.id, input.id))
      .returning(messageColumns);
    if (!answered) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
    return answered;
  }),

  /** A message and its thread, oldest reply first: for its member, the coach and admins only (404 otherwise). */
  thread: protectedProcedure.input(coachingMessageIdInput).query(async ({ ctx, input }) => {
    const [message] = await ctx.db
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.id, input.id), readableBy(ctx.member)));
    if (!message) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
    const thread = await ctx.db
      .select(replyColumns)
      .from(replies)
      .leftJoin(members, eq(members.id, replies.authorId))
      .where(eq(replies.messageId, input.id))
      .orderBy(asc(replies.id))
      .limit(COACHING_THREAD_MAX);
    return { message, replies: thread };
  }),

  /**
   * The coach answers a message with words: it is then answered (`respondedAt` set the first
   * time only), and its member is told on the bell and by push to devices that take 'coach'.
   */
  answer: adminProcedure.input(coachingReplyInput).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const message = await lockedMessage(tx, input.id, ctx.member);
      const reply = await writeReply(tx, input.id, ctx.member, true, input.content);
      await tx
        .update(messages)
        .set({ status: ANSWERED, respondedAt: sql`coalesce(${messages.respondedAt}, now())` })
        .where(eq(messages.id, input.id));
      if (message.userId !== ctx.member.id) {
        await notify(tx, { userId: message.userId, kind: "coach-answer", actorId: ctx.member.id, messageId: input.id });
        await queuePush(tx, message.userId, "coach", {
          title: "Your coach answered",
          body: answerPreview(input.content),
          url: `/premium-coaching#message-${input.id}`,
          tag: `coach-${input.id}`,
        });
      }
      return { reply, message: await messageById(tx, input.id) };
    }),
  ),

  /**
   * The member writes back in their message's thread (premium, as sending is). Only the
   * message's own member: anyone else gets 404. The coach's inbox shows it waiting again.
   */
  reply: premiumProcedure.input(coachingReplyInput).mutation(({ ctx, input }) =>
    limitedWrite(ctx, "coaching-message", async (tx) => {
      const [own] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, input.id), eq(messages.userId, ctx.member.id)));
      if (!own) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
      await lockedMessage(tx, input.id, ctx.member);
      const reply = await writeReply(tx, input.id, ctx.member, false, input.content);
      return { reply, message: await messageById(tx, input.id) };
    }),
  ),
});
