import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { CommunityPage } from "./-community/CommunityPage.tsx";
import { CommunitySkeleton } from "./-community/CommunitySkeleton.tsx";

export const Route = createFileRoute("/_authenticated/community")({
  head: screenHead("The Pack"),
  // The member, the feed's first page and the member's pack: one request. The feed's input
  // is `{}` (FEED_INPUT: the procedure's own page size, no import of the pack's rules here);
  // fetchInfinite answers from the cache when it has the feed, as nothing goes stale on its own.
  loader: ({ context }) =>
    Promise.all([
      context.trpc.auth.me.ensureData(),
      context.trpc.community.feed.fetchInfinite({}),
      context.trpc.friend.list.ensureData(),
    ]),
  pendingComponent: CommunitySkeleton,
  errorComponent: RetryCard,
  component: CommunityPage,
});
