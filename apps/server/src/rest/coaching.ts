/** Paid coaching: the member's messages and the coach's inbox. */

import { coachingInboxAnswer, coachingMessageAnswer, coachingMessagesAnswer } from "@wolfpack/rules/coaching/answers";
import {
  coachingInboxInput,
  coachingMessageIdInput,
  coachingMessageInput,
  coachingMineInput,
} from "@wolfpack/rules/coaching/inputs";
import { z } from "zod";
import { restRoute } from "./contract.ts";

/** The inbox's query as the wire has it: `?unanswered=true` is a word, not a JSON boolean. */
const inboxQuery = coachingInboxInput
  .unwrap()
  .pick({ cursor: true, limit: true })
  .extend({
    unanswered: z.string().optional().meta({ description: '"true" leaves out the answered messages.' }),
  });

export const coachingRoutes = [
  restRoute({
    method: "POST",
    path: "/premium/message",
    summary: "Send the coach a message",
    description:
      "Answers the message, stored as sent. The chosen plan's own price is recorded, the client's `price` ignored (docs/rules.md, Coaching). 429 past the message limit.",
    access: "premium",
    body: coachingMessageInput,
    status: 201,
    answer: coachingMessageAnswer,
    refusals: [429],
    call: (api, { body }) => api.coaching.send(body),
  }),
  restRoute({
    method: "GET",
    path: "/premium/messages",
    summary: "The member's own messages to the coach, newest first",
    description:
      "50 a page, as a list; `?cursor=<the last message's id>` for the next page. Any member may read theirs, a lapsed premium too.",
    access: "member",
    query: coachingMineInput.unwrap().pick({ cursor: true }),
    answer: coachingMessagesAnswer,
    call: async (api, { query }) => (await api.coaching.mine({ cursor: query.cursor })).messages,
  }),
  restRoute({
    method: "GET",
    path: "/admin/coaching-messages",
    summary: "The coach's inbox: every member's messages, newest first",
    description:
      "A page of `?limit=` (50 unless said); `?cursor=<nextCursor>` for the next; `?unanswered=true` leaves out the answered ones.",
    access: "admin",
    query: inboxQuery,
    answer: coachingInboxAnswer,
    call: (api, { query }) =>
      api.coaching.inbox({ cursor: query.cursor, limit: query.limit, unanswered: query.unanswered === "true" }),
  }),
  restRoute({
    method: "POST",
    path: "/admin/coaching-messages/:id/answered",
    summary: "Mark a coaching message answered",
    description: "Answers the message; marking it again keeps the first `respondedAt`. 404 when there is none.",
    access: "admin",
    params: coachingMessageIdInput,
    answer: coachingMessageAnswer,
    refusals: [404],
    call: (api, { params }) => api.coaching.markAnswered({ id: params.id }),
  }),
];
