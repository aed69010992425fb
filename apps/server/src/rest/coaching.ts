/** Paid coaching: the member's messages and the coach's inbox. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { pending } from "./contract.ts";

export const coachingRoutes = [
  pending({
    method: "POST",
    path: "/premium/message",
    status: 201,
    call: (api, { body }) => api.coaching.send(body as Untyped),
  }),
  pending({
    method: "GET",
    path: "/premium/messages",
    // The member's own, newest first; "?cursor=<last id>" for the next page.
    call: async (api, { query }) => (await api.coaching.mine({ cursor: query.cursor as Untyped })).messages,
  }),
  pending({
    method: "GET",
    path: "/admin/coaching-messages",
    // "?unanswered=true" leaves out the answered ones; "?cursor=<nextCursor>" for the next page.
    call: (api, { query }) =>
      api.coaching.inbox({
        cursor: query.cursor as Untyped,
        limit: query.limit as Untyped,
        unanswered: query.unanswered === "true",
      }),
  }),
  pending({
    method: "POST",
    path: "/admin/coaching-messages/:id/answered",
    call: (api, { params }) => api.coaching.markAnswered({ id: params.id as Untyped }),
  }),
];
