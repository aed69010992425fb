/**
 * Inputs of the community procedures: posts, likes and comments. Shared by the community
 * screens and the server, so a message reads the same in both.
 */
import { z } from "zod";
import { pageLimit, requiredText, rowId } from "../shared/inputs.ts";
import {
  COMMENT_MAX,
  FEED_PAGE_SIZE,
  MISSING_POST_FIELDS,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  POST_TYPES,
} from "./posts.ts";

export const postType = z.enum(POST_TYPES, { error: `Post type must be one of ${POST_TYPES.join(", ")}` });

export const postCreateInput = z.object({
  type: postType.default("general"),
  title: requiredText(MISSING_POST_FIELDS, POST_TITLE_MAX, `Title must be at most ${POST_TITLE_MAX} characters`),
  content: requiredText(
    MISSING_POST_FIELDS,
    POST_CONTENT_MAX,
    `Content must be at most ${POST_CONTENT_MAX} characters`,
  ),
});
export type PostCreateInput = z.input<typeof postCreateInput>;

export const postId = rowId("Post id");
export const postIdInput = z.object({ postId });

/** A page of the feed, newest first; `cursor` is the id of the last post already shown. */
export const feedInput = z
  .object({
    cursor: postId.nullish(),
    limit: pageLimit(50).default(FEED_PAGE_SIZE),
  })
  .default({ limit: FEED_PAGE_SIZE });

export const commentId = rowId("Comment id");

/** A post's thread, oldest first; `cursor` is the id of the last comment already shown. */
export const commentsInput = z.object({ postId, cursor: commentId.nullish() });

export const commentCreateInput = z.object({
  postId,
  content: requiredText("Please write a comment", COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
});

export const commentIdInput = z.object({ commentId });
