import { trpc } from "../../../trpc.ts";

/**
 * The feed's input: none beyond the cursor, so the procedure's own page size (20). The
 * route's loader fetches the first page with the same `{}`, which finds the same cache entry.
 */
export const FEED_INPUT = {};

/** The feed as the route's loader fetched it; each next page starts after the last post shown. */
export function useFeed() {
  return trpc.community.feed.useSuspenseInfiniteQuery(FEED_INPUT, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
