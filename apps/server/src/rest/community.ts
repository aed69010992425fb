/** The community feed: posts, likes and comments. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { pending } from "./contract.ts";

export const communityRoutes = [
  pending({
    method: "GET",
    path: "/community/posts",
    // The first page, newest first; "?cursor=<last id>" for the next.
    call: async (api, { query }) => (await api.community.feed({ cursor: query.cursor as Untyped })).posts,
  }),
  pending({
    method: "POST",
    path: "/community/posts",
    status: 201,
    call: (api, { body }) => api.community.create(body as Untyped),
  }),
  pending({
    method: "DELETE",
    path: "/community/posts/:id",
    call: (api, { params }) => api.community.delete({ postId: params.id as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/community/posts/:id/like",
    call: (api, { params }) => api.community.like({ postId: params.id as Untyped }),
  }),
  pending({
    method: "GET",
    path: "/community/posts/:id/comments",
    call: (api, { params, query }) =>
      api.community.comments({ postId: params.id as Untyped, cursor: query.cursor as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/community/posts/:id/comments",
    status: 201,
    call: (api, { params, body }) => api.community.comment({ ...(body as Untyped), postId: params.id }),
  }),
  pending({
    method: "DELETE",
    path: "/community/comments/:id",
    call: (api, { params }) => api.community.deleteComment({ commentId: params.id as Untyped }),
  }),
];
