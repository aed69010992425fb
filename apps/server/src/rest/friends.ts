/** Friends. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { pending } from "./contract.ts";

export const friendsRoutes = [
  pending({
    method: "GET",
    path: "/users/:userId/friends",
    call: (api, { params }) => api.friend.list({ memberId: params.userId }),
  }),
  pending({
    method: "GET",
    path: "/friends/search",
    call: (api, { query }) => api.friend.search({ query: query.username as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/friends/requests",
    status: 201,
    call: (api, { body }) => api.friend.request(body as Untyped),
  }),
  pending({
    method: "POST",
    path: "/friends/:memberId/accept",
    call: (api, { params }) => api.friend.accept({ memberId: params.memberId as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/friends/:memberId/decline",
    call: (api, { params }) => api.friend.decline({ memberId: params.memberId as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/friends/:memberId/block",
    call: (api, { params }) => api.friend.block({ memberId: params.memberId as Untyped }),
  }),
  pending({
    method: "DELETE",
    path: "/friends/:memberId",
    call: (api, { params }) => api.friend.remove({ memberId: params.memberId as Untyped }),
  }),
];
