/**
 * Inputs of the pack's procedures: posts, likes, comments, friends and groups. Shared by
 * the community screens and the server, so a message reads the same in both.
 */
import { z } from "zod";
import { USERNAME_MAX_LENGTH } from "./account-limits.ts";
import { POST_TYPES } from "./enums.ts";
import { country } from "./inputs.ts";
import {
  COMMENT_MAX,
  DEFAULT_GROUP_SIZE,
  FEED_PAGE_SIZE,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  MISSING_POST_FIELDS,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
} from "./pack-limits.ts";
import { memberId } from "./training-inputs.ts";

export * from "./pack-limits.ts";

const rowId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be a positive number`)
    .max(2_147_483_647, `${what} is too large`);

const requiredText = (blank: string, max: number, tooLong: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, tooLong);

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
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be between 1 and 50")
      .max(50, "Limit must be between 1 and 50")
      .default(FEED_PAGE_SIZE),
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

/** The other member of a friendship. */
export const friendInput = z.object({ memberId: memberId.refine((id) => id !== "me", "Choose another member") });

export const friendRequestInput = z.object({
  username: z
    .string({ error: "Enter a username" })
    .trim()
    .min(1, "Enter a username")
    .max(USERNAME_MAX_LENGTH, "No member has a username that long"),
});

export const memberSearchInput = z.object({
  query: z
    .string({ error: "Type part of a username" })
    .trim()
    .min(1, "Type part of a username")
    .max(USERNAME_MAX_LENGTH),
});

export const groupId = rowId("Group id");
export const groupIdInput = z.object({ groupId });

export const groupCreateInput = z.object({
  name: requiredText(
    "Give the group a name",
    GROUP_NAME_MAX,
    `Group name must be at most ${GROUP_NAME_MAX} characters`,
  ),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(GROUP_DESCRIPTION_MAX, `Description must be at most ${GROUP_DESCRIPTION_MAX} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  maxMembers: z.coerce
    .number({ error: "Group size must be a number" })
    .int("Group size must be a whole number")
    .min(MIN_GROUP_SIZE, `Group size must be between ${MIN_GROUP_SIZE} and ${MAX_GROUP_SIZE}`)
    .max(MAX_GROUP_SIZE, `Group size must be between ${MIN_GROUP_SIZE} and ${MAX_GROUP_SIZE}`)
    .default(DEFAULT_GROUP_SIZE),
});

export const groupSearchInput = z.object({ query: z.string().trim().max(GROUP_NAME_MAX).optional() }).default({});

export const nationalBoardInput = z.object({ country: country.optional() });
