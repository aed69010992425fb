import { describe, expect, it } from "vitest";
import { postsOf, toggledLike, withNewPost, withoutPost, withPost } from "./feed-cache.ts";
import type { FeedPage, Post } from "./types.ts";

const now = new Date("2025-11-20T12:00:00Z");
const post = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  type: "general",
  title: `Post ${id}`,
  content: "Words",
  workoutId: null,
  imageUrl: null,
  likes: 0,
  comments: 0,
  createdAt: now,
  author: { id: "a", username: "alpha", avatar: null },
  likedByMe: false,
  ...extra,
});
const page = (posts: Post[], nextCursor: number | null = null): FeedPage => ({ posts, nextCursor });

describe("the feed in the cache", () => {
  const feed = { pages: [page([post(3), post(2)], 2), page([post(1)])], pageParams: [null, 2] };

  it("puts a new post first and lists each post once", () => {
    const grown = withNewPost(feed, post(4));
    expect(postsOf(grown ?? feed).map((p) => p.id)).toEqual([4, 3, 2, 1]);
    expect(postsOf({ pages: [page([post(2)]), page([post(2), post(1)])] }).map((p) => p.id)).toEqual([2, 1]);
    expect(withNewPost(undefined, post(4))).toBeUndefined();
  });

  it("changes or removes one post wherever it is, leaving the rest", () => {
    const liked = withPost(feed, 1, toggledLike);
    expect(liked?.pages[1]?.posts[0]).toMatchObject({ likedByMe: true, likes: 1 });
    expect(liked?.pages[0]).toBe(feed.pages[0]);
    expect(liked?.pageParams).toEqual([null, 2]);
    expect(postsOf(withoutPost(feed, 2) ?? feed).map((p) => p.id)).toEqual([3, 1]);
  });

  it("a like pressed again takes it back, never below zero", () => {
    expect(toggledLike(post(1, { likedByMe: true, likes: 3 }))).toMatchObject({ likedByMe: false, likes: 2 });
    expect(toggledLike(post(1, { likedByMe: true, likes: 0 }))).toMatchObject({ likedByMe: false, likes: 0 });
  });
});
