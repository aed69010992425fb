/**
 * Coaching messages' lengths, page sizes and wording, without zod: the coaching screen
 * shows them as hints and limits without loading the input rules.
 */
export const COACHING_MESSAGE_MAX = 2000;
/** The display price a client may send along (the server records the plan's own). */
export const COACHING_PRICE_MAX = 40;
export const COACHING_PHONE_MAX = 40;
/** A member's own messages, and the coach's inbox, a page at a time. */
export const COACHING_PAGE_SIZE = 50;

/** A message waits as `sent` until the coach marks it `answered`. */
export const COACHING_MESSAGE_STATUSES = ["sent", "answered"] as const;
export type CoachingMessageStatus = (typeof COACHING_MESSAGE_STATUSES)[number];

/** The promise under the form and in the 'Message Sent!' toast. */
export const COACHING_RESPONSE_HOURS = 24;

/** Said when the message is blank once trimmed. */
export const MISSING_COACHING_MESSAGE = "Write your message to the coach";

/** A thread's words, each way: as long as a message. */
export const COACHING_REPLY_MAX = COACHING_MESSAGE_MAX;
/** How long a thread under one message may grow: a conversation, never an endless list. */
export const COACHING_THREAD_MAX = 100;
/** Said when a reply is blank once trimmed. */
export const MISSING_COACHING_REPLY = "Write your reply";
