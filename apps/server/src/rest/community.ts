/** The community feed: posts, likes and comments. */

import {
  commentAnswer,
  commentRemovedAnswer,
  commentsAnswer,
  feedAnswer,
  likeAnswer,
  postAnswer,
  postRemovedAnswer,
} from "@wolfpack/rules/community/answers";
import {
  commentCreateInput,
  commentIdInput,
  commentsInput,
  feedInput,
  postCreateInput,
  postIdInput,
} from "@wolfpack/rules/community/inputs";
import { z } from "zod";
import { restRoute } from "./contract.ts";

/** `/community/posts/:id`: the post's id. */
const postPath = z.object({ id: postIdInput.shape.postId });

export const communityRoutes = [
  restRoute({
    method: "GET",
    path: "/community/posts",
    summary: "The feed, newest first",
    description: "20 posts a page, as a list; `?cursor=<the last post's id>` for the next page.",
    access: "member",
    query: feedInput.unwrap().pick({ cursor: true }),
    answer: feedAnswer,
    kept: "community.feed",
    call: async (api, { query }) => (await api.community.feed({ cursor: query.cursor })).posts,
  }),
  restRoute({
    method: "POST",
    path: "/community/posts",
    summary: "Post to the feed",
    description: "`type` is general unless said. Answers the new post; 429 past the posting limit.",
    access: "member",
    body: postCreateInput,
    status: 201,
    answer: postAnswer,
    refusals: [429],
    call: (api, { body }) => api.community.create(body),
  }),
  restRoute({
    method: "DELETE",
    path: "/community/posts/:id",
    summary: "Delete a post",
    description: "One's own post, or any for an admin (403 otherwise); 404 when there is none.",
    access: "member",
    params: postPath,
    answer: postRemovedAnswer,
    refusals: [404],
    call: (api, { params }) => api.community.delete({ postId: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/community/posts/:id/like",
    summary: "Like a post, or unlike it when liked",
    description:
      "Answers whether the member now likes it and its likes. 404 when there is no such post; 429 past the like limit.",
    access: "member",
    params: postPath,
    answer: likeAnswer,
    refusals: [404, 429],
    call: (api, { params }) => api.community.like({ postId: params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/community/posts/:id/comments",
    summary: "A post's comments, oldest first",
    description: "50 a page; `?cursor=<nextCursor>` for the next. 404 when there is no such post.",
    access: "member",
    params: postPath,
    query: commentsInput.pick({ cursor: true }),
    answer: commentsAnswer,
    refusals: [404],
    call: (api, { params, query }) => api.community.comments({ postId: params.id, cursor: query.cursor }),
  }),
  restRoute({
    method: "POST",
    path: "/community/posts/:id/comments",
    summary: "Comment on a post",
    description: "Answers the new comment. 404 when there is no such post; 429 past the comment limit.",
    access: "member",
    params: postPath,
    body: commentCreateInput.omit({ postId: true }),
    status: 201,
    answer: commentAnswer,
    refusals: [404, 429],
    call: (api, { params, body }) => api.community.comment({ ...body, postId: params.id }),
  }),
  restRoute({
    method: "DELETE",
    path: "/community/comments/:id",
    summary: "Delete a comment",
    description: "One's own comment, or any for an admin (403 otherwise); 404 when there is none.",
    access: "member",
    params: z.object({ id: commentIdInput.shape.commentId }),
    answer: commentRemovedAnswer,
    refusals: [404],
    call: (api, { params }) => api.community.deleteComment({ commentId: params.id }),
  }),
];
