/** Groups. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { pending } from "./contract.ts";

export const groupsRoutes = [
  pending({
    method: "GET",
    path: "/users/:userId/groups",
    call: (api, { params }) => api.group.mine({ memberId: params.userId }),
  }),
  pending({
    method: "GET",
    path: "/groups",
    call: (api, { query }) => api.group.discover({ query: query.q as Untyped }),
  }),
  pending({ method: "POST", path: "/groups", status: 201, call: (api, { body }) => api.group.create(body as Untyped) }),
  pending({
    method: "POST",
    path: "/groups/:id/join",
    call: (api, { params }) => api.group.join({ groupId: params.id as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/groups/:id/leave",
    call: (api, { params }) => api.group.leave({ groupId: params.id as Untyped }),
  }),
];
