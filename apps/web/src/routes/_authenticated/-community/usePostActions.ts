import { failureMessage, refusalMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import { toggledLike, withNewPost, withoutPost, withPost } from "./feed-cache.ts";
import type { PostComment } from "./types.ts";
import { FEED_INPUT } from "./useFeed.ts";

/** Shares a post: it goes to the top of the feed from the server's answer. */
export function useCreatePost(onCreated: () => void) {
  const utils = trpc.useUtils();
  return trpc.community.create.useMutation({
    onSuccess: (post) => {
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) => withNewPost(feed, post));
      toastSuccess("Post created!", "Your post has been shared with the pack");
      onCreated();
    },
    // A refused input (too long, say) or one post too many reads as the server wrote it; anything else as the screen's fallback line.
    onError: (error) => toastFailure("Error", refusalMessage(error, "Failed to create post")),
  });
}

/**
 * The like button: the heart and the count change at once; the server's answer then sets
 * both, and a refusal puts them back as they were, with a toast saying so.
 */
export function useLikePost() {
  const utils = trpc.useUtils();
  return trpc.community.like.useMutation({
    onMutate: async (input) => {
      const postId = Number(input.postId);
      await utils.community.feed.cancel();
      const post = utils.community.feed
        .getInfiniteData(FEED_INPUT)
        ?.pages.flatMap((page) => page.posts)
        .find((each) => each.id === postId);
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) => withPost(feed, postId, toggledLike));
      return { postId, before: post ? { likedByMe: post.likedByMe, likes: post.likes } : null };
    },
    onSuccess: ({ postId, liked, likes }) => {
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) =>
        withPost(feed, postId, (post) => ({ ...post, likedByMe: liked, likes })),
      );
    },
    onError: (error, _input, context) => {
      const before = context?.before;
      const postId = context?.postId;
      if (before && postId !== undefined) {
        utils.community.feed.setInfiniteData(FEED_INPUT, (feed) =>
          withPost(feed, postId, (post) => ({ ...post, ...before })),
        );
      }
      toastFailure("Error", failureMessage(error, "Failed to update your like. Please try again."));
    },
  });
}

export function useDeletePost(onDeleted: () => void) {
  const utils = trpc.useUtils();
  return trpc.community.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) => withoutPost(feed, id));
      toastSuccess("Post Deleted", "Your post has been removed from the feed");
      onDeleted();
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to delete post")),
  });
}

/** A comment added: it ends the thread, and the post's count goes up. */
export function useAddComment(onAdded: () => void) {
  const utils = trpc.useUtils();
  return trpc.community.comment.useMutation({
    onSuccess: (comment) => {
      utils.community.comments.setInfiniteData({ postId: comment.postId }, (thread) => {
        if (!thread) return thread;
        const pages = thread.pages.slice();
        const last = pages.at(-1);
        if (!last) return thread;
        pages[pages.length - 1] = { ...last, comments: [...last.comments, comment] };
        return { ...thread, pages };
      });
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) =>
        withPost(feed, comment.postId, (post) => ({ ...post, comments: post.comments + 1 })),
      );
      onAdded();
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to add your comment")),
  });
}

export function useDeleteComment(comment: PostComment) {
  const utils = trpc.useUtils();
  return trpc.community.deleteComment.useMutation({
    onSuccess: ({ id, postId }) => {
      utils.community.comments.setInfiniteData({ postId }, (thread) =>
        thread
          ? {
              ...thread,
              pages: thread.pages.map((page) => ({ ...page, comments: page.comments.filter((c) => c.id !== id) })),
            }
          : thread,
      );
      utils.community.feed.setInfiniteData(FEED_INPUT, (feed) =>
        withPost(feed, postId, (post) => ({ ...post, comments: Math.max(0, post.comments - 1) })),
      );
      toastSuccess("Comment Deleted", "The comment has been removed");
    },
    onError: (error) => {
      toastFailure("Error", failureMessage(error, "Failed to delete comment"));
      // Gone already (deleted elsewhere): show the thread as it is now.
      void utils.community.comments.invalidate({ postId: comment.postId });
    },
  });
}
