/**
 * What the coaching routes answer (/api/docs, Coaching): a member's messages to the
 * coach, and the coach's inbox with who sent each.
 */
import { z } from "zod";
import { instant, memberIdAnswer, rowIdAnswer } from "../shared/answers.ts";
import { COACHING_MESSAGE_STATUSES } from "./messages.ts";
import { COACHING_SERVICES } from "./plans.ts";

const message = {
  id: rowIdAnswer,
  serviceType: z.enum(COACHING_SERVICES),
  message: z.string(),
  userPhone: z.string().nullable(),
  status: z.enum(COACHING_MESSAGE_STATUSES),
  price: z.string().nullable().meta({ description: "The plan's own price when it was sent." }),
  createdAt: instant,
  respondedAt: instant.nullable().meta({ description: "When the coach marked it answered, the first time." }),
  replies: z.number().int().nonnegative().meta({ description: "How many replies its thread holds." }),
  waiting: z.boolean().meta({ description: "The member wrote last: the message, or their words back." }),
};

export const coachingMessageAnswer = z
  .object(message)
  .meta({ id: "CoachingMessage", description: "A member's message to the coach." });

/** The member's own messages, newest first. */
export const coachingMessagesAnswer = z.array(coachingMessageAnswer);

/** A page of the coach's inbox, newest first: each message with who sent it. */
export const coachingInboxAnswer = z.object({
  messages: z.array(z.object({ ...message, userId: memberIdAnswer, username: z.string(), email: z.string() })),
  nextCursor: rowIdAnswer.nullable().meta({ description: "The next page's `?cursor=`; null at the end." }),
});

export const coachingReplyAnswer = z
  .object({
    id: rowIdAnswer,
    messageId: rowIdAnswer,
    fromCoach: z.boolean().meta({ description: "Written by the coach; otherwise by the member." }),
    author: z.string().nullable().meta({ description: "Who wrote it; null when their account is gone." }),
    content: z.string(),
    createdAt: instant,
  })
  .meta({ id: "CoachingReply", description: "A reply in the thread under a coaching message." });

/** A message and its thread, oldest reply first. */
export const coachingThreadAnswer = z
  .object({ message: coachingMessageAnswer, replies: z.array(coachingReplyAnswer) })
  .meta({ id: "CoachingThread" });

/** A reply written, and its message as it stands after it. */
export const coachingReplyWrittenAnswer = z.object({ reply: coachingReplyAnswer, message: coachingMessageAnswer });
