import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { LeaderboardsPage } from "./-leaderboards/LeaderboardsPage.tsx";
import { LeaderboardsSkeleton } from "./-leaderboards/LeaderboardsSkeleton.tsx";
import { boardSearch, loadBoard } from "./-leaderboards/search.ts";

export const Route = createFileRoute("/_authenticated/leaderboards")({
  head: screenHead("Leaderboards"),
  // ?board=global, ?board=groups&group=12: the open tab is in the address.
  validateSearch: boardSearch,
  // Only the open tab's board. Started early with the first screen (router.tsx), the
  // loader is given no location: the address is read from the page.
  loader: ({ context, location, cause }) => {
    const search = boardSearch(location?.search ?? Object.fromEntries(new URLSearchParams(window.location.search)));
    const loading = loadBoard(context.trpc, search);
    // A tab switched on the screen shows 'Loading leaderboard...' in its own place instead.
    if (cause !== "stay") return loading;
    loading.catch(() => {});
  },
  pendingComponent: LeaderboardsSkeleton,
  errorComponent: RetryCard,
  component: LeaderboardsPage,
});
