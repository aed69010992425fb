/** Paid coaching: the member's messages and the coach's inbox. */

import {
  coachingInboxAnswer,
  coachingMessageAnswer,
  coachingMessagesAnswer,
  coachingReplyWrittenAnswer,
  coachingThreadAnswer,
} from "@wolfpack/rules/coaching/answers";
import {
  coachingInboxInput,
  coachingMessageIdInput,
  coachingMessageInput,
  coachingMineInput,
  coachingReplyText,
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
  restRoute({
    method: "GET",
    path: "/premium/messages/:id/thread",
    summary: "A coaching message and its thread",
    description:
      "The coach's answers and the member's words back, oldest first. Only the message's member, the coach and admins read it: 404 for anyone else.",
    access: "member",
    params: coachingMessageIdInput,
    answer: coachingThreadAnswer,
    refusals: [404],
    call: (api, { params }) => api.coaching.thread({ id: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/premium/messages/:id/replies",
    summary: "Write back to the coach in a message's thread",
    description:
      "The message's own member only (404 for anyone else); premium, as sending is. 400 once the thread holds 100 replies; 429 past the message limit.",
    access: "premium",
    params: coachingMessageIdInput,
    body: coachingReplyText,
    status: 201,
    answer: coachingReplyWrittenAnswer,
    refusals: [404, 429],
    call: (api, { params, body }) => api.coaching.reply({ ...body, id: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/admin/coaching-messages/:id/answer",
    summary: "Answer a member's coaching message",
    description:
      "Adds the coach's words to the message's thread and marks it answered (`respondedAt` set the first time only); the member is told on the bell and by push. 404 when there is none.",
    access: "admin",
    params: coachingMessageIdInput,
    body: coachingReplyText,
    status: 201,
    answer: coachingReplyWrittenAnswer,
    refusals: [404],
    call: (api, { params, body }) => api.coaching.answer({ ...body, id: params.id }),
  }),
];
