/**
 * What the pack's routes answer (/api/docs, Community): posts with their author and
 * whether the viewer likes them, likes, and comments.
 */
import { z } from "zod";
import { instant, memberIdAnswer, rowIdAnswer } from "../shared/answers.ts";
import { POST_TYPES } from "./posts.ts";

const count = z.number().int().min(0);

/** What the pack sees of a post's or a comment's author: never an e-mail. */
const author = z.object({ id: memberIdAnswer, username: z.string(), avatar: z.string().nullable() });

export const postAnswer = z
  .object({
    id: rowIdAnswer,
    type: z.enum(POST_TYPES),
    title: z.string(),
    content: z.string(),
    workoutId: rowIdAnswer.nullable(),
    imageUrl: z.string().nullable(),
    likes: count,
    comments: count,
    createdAt: instant,
    author,
    likedByMe: z.boolean(),
  })
  .meta({ id: "Post", description: "A post of the feed, with its author and whether the viewer likes it." });

/** A page of the feed, newest first. */
export const feedAnswer = z.array(postAnswer);

export const postRemovedAnswer = z.object({ id: rowIdAnswer });

/** A like or an unlike, and the post's likes after it. */
export const likeAnswer = z.object({
  postId: rowIdAnswer,
  liked: z.boolean().meta({ description: "Whether the member now likes the post." }),
  likes: count,
});

export const commentAnswer = z
  .object({
    id: rowIdAnswer,
    postId: rowIdAnswer,
    content: z.string(),
    createdAt: instant,
    author,
  })
  .meta({ id: "Comment", description: "A comment on a post, with its author." });

/** A page of a post's thread, oldest first. */
export const commentsAnswer = z.object({
  comments: z.array(commentAnswer),
  nextCursor: rowIdAnswer.nullable().meta({ description: "The next page's `?cursor=`; null at the end." }),
});

export const commentRemovedAnswer = z.object({ id: rowIdAnswer, postId: rowIdAnswer });
