import { TRPCError } from "@trpc/server";
import { and, desc, eq, isNull, lt, schema, sql } from "@wolfpack/db";
import {
  coachingInboxInput,
  coachingMessageIdInput,
  coachingMessageInput,
  coachingMineInput,
} from "@wolfpack/rules/coaching/inputs";
import { COACHING_PAGE_SIZE, type CoachingMessageStatus } from "@wolfpack/rules/coaching/messages";
import { coachingPlan } from "@wolfpack/rules/coaching/plans";
import { BEFORE_EVERY_ID, pageOf } from "../shared/paging.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { adminProcedure, premiumProcedure, protectedProcedure, router } from "../trpc.ts";

const messages = schema.premiumMessages;
const members = schema.users;

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
};

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
        and(
          lt(messages.id, input.cursor ?? BEFORE_EVERY_ID),
          input.unanswered ? isNull(messages.respondedAt) : undefined,
        ),
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
});
