/**
 * Inputs of the coaching procedures: a member's message to the coach, and the coach's
 * inbox. Shared by the coaching screens and the server, so a message reads the same in both.
 */
import { z } from "zod";
import { optionalText, pageLimit, requiredText, rowId } from "../shared/inputs.ts";
import {
  COACHING_MESSAGE_MAX,
  COACHING_PAGE_SIZE,
  COACHING_PHONE_MAX,
  COACHING_PRICE_MAX,
  COACHING_REPLY_MAX,
  MISSING_COACHING_MESSAGE,
  MISSING_COACHING_REPLY,
} from "./messages.ts";
import { COACHING_SERVICES } from "./plans.ts";

export const coachingMessageId = rowId("Message id");

export const coachingService = z.enum(COACHING_SERVICES, {
  error: `Choose a coaching plan: ${COACHING_SERVICES.join(", ")}`,
});

/**
 * The payload of `POST /api/premium/message` (docs/rest.md). `price` is the display string the
 * screen showed; the server records the chosen plan's own price instead of it.
 */
export const coachingMessageInput = z.object({
  message: z
    .string({ error: MISSING_COACHING_MESSAGE })
    .trim()
    .min(1, MISSING_COACHING_MESSAGE)
    .max(COACHING_MESSAGE_MAX, `Message must be at most ${COACHING_MESSAGE_MAX} characters`),
  serviceType: coachingService,
  price: optionalText("Price", COACHING_PRICE_MAX),
  userPhone: optionalText("Phone", COACHING_PHONE_MAX),
});
export type CoachingMessageInput = z.input<typeof coachingMessageInput>;

/** A member's own messages, newest first; `cursor` is the id of the last one already shown. */
export const coachingMineInput = z.object({ cursor: coachingMessageId.nullish() }).default({});

/** The coach's inbox, newest first, a page at a time; `unanswered` leaves out the answered ones. */
export const coachingInboxInput = z
  .object({
    cursor: coachingMessageId.nullish(),
    limit: pageLimit(COACHING_PAGE_SIZE).default(COACHING_PAGE_SIZE),
    unanswered: z.boolean({ error: "Unanswered must be true or false" }).default(false),
  })
  .default({ limit: COACHING_PAGE_SIZE, unanswered: false });

export const coachingMessageIdInput = z.object({ id: coachingMessageId });

/** A reply in a message's thread: the coach's answer, or the member's words back. */
export const coachingReplyText = z.object({
  content: requiredText(
    MISSING_COACHING_REPLY,
    COACHING_REPLY_MAX,
    `Reply must be at most ${COACHING_REPLY_MAX} characters`,
  ),
});

export const coachingReplyInput = coachingMessageIdInput.extend(coachingReplyText.shape);
