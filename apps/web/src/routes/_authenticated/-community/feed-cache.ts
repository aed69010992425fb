import type { FeedPage, Post } from "./types.ts";

/** The feed as the cache keeps it: the pages loaded so far, newest first (and their cursors). */
export interface Feed {
  pages: FeedPage[];
}

/** Every post of the loaded pages, once each (a page loaded after a new post may repeat one). */
export function postsOf(feed: Feed): Post[] {
  const seen = new Set<number>();
  const posts: Post[] = [];
  for (const page of feed.pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** The feed with a new post at the top of its first page. */
export function withNewPost<F extends Feed>(feed: F | undefined, post: Post): F | undefined {
  if (!feed) return feed;
  const [first, ...rest] = feed.pages;
  if (!first) return feed;
  return { ...feed, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
}

/** The feed with one post changed, wherever it is. */
export function withPost<F extends Feed>(
  feed: F | undefined,
  postId: number,
  change: (post: Post) => Post,
): F | undefined {
  if (!feed) return feed;
  return {
    ...feed,
    pages: feed.pages.map((page) =>
      page.posts.some((post) => post.id === postId)
        ? { ...page, posts: page.posts.map((post) => (post.id === postId ? change(post) : post)) }
        : page,
    ),
  };
}

/** The feed without a post. */
export function withoutPost<F extends Feed>(feed: F | undefined, postId: number): F | undefined {
  if (!feed) return feed;
  return { ...feed, pages: feed.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) };
}

/** A like pressed: the post's state flips at once, before the server answers. */
export function toggledLike(post: Post): Post {
  const liked = !post.likedByMe;
  return { ...post, likedByMe: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
}
