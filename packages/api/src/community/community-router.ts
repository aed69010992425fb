import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, gt, isForeignKeyViolation, limitInText, lt, schema, sql } from "@wolfpack/db";
import {
  commentCreateInput,
  commentIdInput,
  commentsInput,
  feedInput,
  postCreateInput,
  postIdInput,
} from "@wolfpack/rules/community/inputs";
import { COMMENT_PAGE_SIZE, FEED_PAGE_SIZE } from "@wolfpack/rules/community/posts";
import type { z } from "zod";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { notify, notifyLike, queuePush, retractLike } from "../notifications/bell.ts";
import { packMemberColumns } from "../shared/pack-member.ts";
import { BEFORE_EVERY_ID, pageOf } from "../shared/paging.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { type AuthenticatedMember, protectedProcedure, publicProcedure, router, signedInWithOwn } from "../trpc.ts";

const posts = schema.communityPosts;
const likes = schema.postLikes;
const comments = schema.postComments;
const authors = schema.users;

const POST_NOT_FOUND = "This post is no longer there.";
const COMMENT_NOT_FOUND = "This comment is no longer there.";

const postColumns = {
  id: posts.id,
  type: posts.type,
  title: posts.title,
  content: posts.content,
  workoutId: posts.workoutId,
  imageUrl: posts.imageUrl,
  likes: posts.likes,
  comments: posts.comments,
  createdAt: posts.createdAt,
};

/**
 * Pages of `rows` posts of the feed before the post `before`, newest first, with each post's
 * author (flat: a read made with the session takes columns, not objects) and whether the
 * viewer likes it: for any viewer (`ofMember`), or the signed-in one's with their session in
 * one round trip (`own`, auth/member-rows.ts). The page's size is in the statement's text
 * (limitInText), so there is one pair of statements per size a client asks for, at most
 * feedInput's largest.
 */
const feedPages = new Map<number, ReturnType<typeof feedPageOf>>();
function feedPageOf(rows: number) {
  return memberRows(
    `feed_page_${rows}`,
    (db, viewer, alias) =>
      db
        .select({
          ...postColumns,
          // Named apart from the post's columns: "id" twice would be ambiguous outside.
          authorId: sql<string>`${authors.id}`.as("author_id"),
          authorUsername: sql<string>`${authors.username}`.as("author_username"),
          authorAvatar: sql<string | null>`${authors.avatar}`.as("author_avatar"),
          likedByMe: sql<boolean>`${likes.id} is not null`.as("liked_by_me"),
        })
        .from(posts)
        .innerJoin(authors, eq(authors.id, posts.userId))
        .leftJoin(likes, and(eq(likes.postId, posts.id), eq(likes.userId, viewer)))
        .where(lt(posts.id, sql.placeholder("before")))
        .orderBy(desc(posts.id))
        .limit(limitInText(rows))
        .as(alias),
    (page) => [desc(page.id)],
    { kept: "pack" },
  );
}
function feedPage(rows: number) {
  let page = feedPages.get(rows);
  if (!page) {
    page = feedPageOf(rows);
    feedPages.set(rows, page);
  }
  return page;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  content: comments.content,
  createdAt: comments.createdAt,
  author: packMemberColumns,
};

function notFound(message: string): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message });
}

/** Only the author, or an admin, may take something off the feed. */
function mayRemove(member: AuthenticatedMember, authorColumn: typeof posts.userId | typeof comments.userId) {
  return member.isAdmin ? undefined : eq(authorColumn, member.id);
}

export const communityRouter = router({
  /** The feed, newest first, a page at a time: pass the last page's `nextCursor` for the next. */
  feed: publicProcedure
    .input(feedInput)
    .use(
      // The screens' page comes with the session; a page of another size is read apart.
      signedInWithOwn({ page: feedPage(FEED_PAGE_SIZE + 1).own }, (input: z.output<typeof feedInput>) =>
        input.limit === FEED_PAGE_SIZE ? { before: input.cursor ?? BEFORE_EVERY_ID } : undefined,
      ),
    )
    .query(async ({ ctx, input }) => {
      const rows =
        ctx.own.page ??
        (await feedPage(input.limit + 1)
          .ofMember(ctx.db)
          .execute({ memberId: ctx.member.id, before: input.cursor ?? BEFORE_EVERY_ID }));
      return answerOf(rows, "", (rows) => {
        const { page, nextCursor } = pageOf(rows, input.limit, (post) => post.id);
        return {
          posts: page.map(({ authorId, authorUsername, authorAvatar, ...post }) => ({
            ...post,
            author: { id: authorId, username: authorUsername, avatar: authorAvatar },
          })),
          nextCursor,
        };
      });
    }),

  create: protectedProcedure.input(postCreateInput).mutation(({ ctx, input }) =>
    limitedWrite(ctx, "post", async (tx) => {
      const [post] = await tx
        .insert(posts)
        .values({ userId: ctx.member.id, type: input.type, title: input.title, content: input.content })
        .returning(postColumns);
      if (!post) throw new Error("the post was not written");
      const { id, username, avatar } = ctx.member;
      return { ...post, author: { id, username, avatar }, likedByMe: false };
    }),
  ),

  /** Members delete their own posts; admins any. */
  delete: protectedProcedure.input(postIdInput).mutation(async ({ ctx, input }) => {
    const [deleted] = await ctx.db
      .delete(posts)
      .where(and(eq(posts.id, input.postId), mayRemove(ctx.member, posts.userId)))
      .returning({ id: posts.id });
    if (deleted) return deleted;
    const [exists] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, input.postId));
    if (!exists) throw notFound(POST_NOT_FOUND);
    throw new TRPCError({ code: "FORBIDDEN", message: "You can only delete your own posts." });
  }),

  /**
   * Likes a post, or unlikes it when the member already does (either counts as a like
   * against the write limits). The post's count moves in the same transaction as the like
   * row, so it always equals the rows.
   */
  like: protectedProcedure.input(postIdInput).mutation(async ({ ctx, input }) => {
    const mine = and(eq(likes.postId, input.postId), eq(likes.userId, ctx.member.id));
    try {
      return await limitedWrite(ctx, "like", async (tx) => {
        const [added] = await tx
          .insert(likes)
          .values({ postId: input.postId, userId: ctx.member.id })
          .onConflictDoNothing()
          .returning({ id: likes.id });
        const removed = added
          ? []
          : await tx.delete(likes).where(mine).returning({ id: likes.id, createdAt: likes.createdAt });
        const change = added ? 1 : removed.length > 0 ? -1 : 0;
        const [post] = await tx
          .update(posts)
          .set({ likes: sql`${posts.likes} + ${change}` })
          .where(eq(posts.id, input.postId))
          .returning({ likes: posts.likes });
        if (!post) throw notFound(POST_NOT_FOUND);
        // The author's bell: one line per post; a like taken back within a minute leaves none (docs/push.md, The bell).
        if (added) await notifyLike(tx, input.postId, ctx.member.id);
        const [unliked] = removed;
        if (unliked) await retractLike(tx, input.postId, unliked.createdAt);
        return { postId: input.postId, liked: Boolean(added), likes: post.likes };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(POST_NOT_FOUND);
      throw error;
    }
  }),

  /** A post's thread, oldest first, a page at a time. */
  comments: protectedProcedure.input(commentsInput).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select(commentColumns)
      .from(comments)
      .innerJoin(authors, eq(authors.id, comments.userId))
      .where(and(eq(comments.postId, input.postId), input.cursor ? gt(comments.id, input.cursor) : undefined))
      .orderBy(asc(comments.id))
      .limit(COMMENT_PAGE_SIZE + 1);
    if (rows.length === 0) {
      const [exists] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, input.postId));
      if (!exists) throw notFound(POST_NOT_FOUND);
    }
    const { page, nextCursor } = pageOf(rows, COMMENT_PAGE_SIZE, (comment) => comment.id);
    return { comments: page, nextCursor };
  }),

  /** Adds a comment; the post's comment count moves with it. */
  comment: protectedProcedure.input(commentCreateInput).mutation(async ({ ctx, input }) => {
    try {
      return await limitedWrite(ctx, "comment", async (tx) => {
        const [comment] = await tx
          .insert(comments)
          .values({ postId: input.postId, userId: ctx.member.id, content: input.content })
          .returning({
            id: comments.id,
            postId: comments.postId,
            content: comments.content,
            createdAt: comments.createdAt,
          });
        if (!comment) throw new Error("the comment was not written");
        const [post] = await tx
          .update(posts)
          .set({ comments: sql`${posts.comments} + 1` })
          .where(eq(posts.id, input.postId))
          .returning({ authorId: posts.userId });
        const { id, username, avatar } = ctx.member;
        // The post's author hears of it on the bell and by push (docs/push.md, The bell).
        if (post && post.authorId !== id) {
          await notify(tx, {
            userId: post.authorId,
            kind: "comment",
            actorId: id,
            postId: input.postId,
            commentId: comment.id,
          });
          await queuePush(tx, post.authorId, "pack", {
            title: "New comment",
            body: `${username} commented on your post`,
            url: `/community?post=${input.postId}`,
            tag: `post-${input.postId}-comments`,
          });
        }
        return { ...comment, author: { id, username, avatar } };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(POST_NOT_FOUND);
      throw error;
    }
  }),

  /** Members delete their own comments; admins any. */
  deleteComment: protectedProcedure.input(commentIdInput).mutation(async ({ ctx, input }) => {
    const deleted = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(comments)
        .where(and(eq(comments.id, input.commentId), mayRemove(ctx.member, comments.userId)))
        .returning({ id: comments.id, postId: comments.postId });
      if (row) {
        await tx
          .update(posts)
          .set({ comments: sql`${posts.comments} - 1` })
          .where(eq(posts.id, row.postId));
      }
      return row;
    });
    if (deleted) return deleted;
    const [exists] = await ctx.db.select({ id: comments.id }).from(comments).where(eq(comments.id, input.commentId));
    if (!exists) throw notFound(COMMENT_NOT_FOUND);
    throw new TRPCError({ code: "FORBIDDEN", message: "You can only delete your own comments." });
  }),
});
