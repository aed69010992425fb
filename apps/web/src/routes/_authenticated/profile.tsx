import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { ProfilePage } from "./-profile/ProfilePage.tsx";
import { ProfileSkeleton } from "./-profile/ProfileSkeleton.tsx";
import { profileSearch } from "./-profile/search.ts";

/** How old the member's numbers and plan may be when the profile opens. */
const PROFILE_FRESH_MS = 10_000;

export const Route = createFileRoute("/_authenticated/profile")({
  head: screenHead("Profile"),
  validateSearch: profileSearch,
  // The member's numbers and plan (all auth.me holds) as the server has them now, within
  // PROFILE_FRESH_MS: a workout or an upgrade on another device shows. Opening or closing
  // the history (the address's search) asks for nothing again.
  loader: async ({ context, cause }) => {
    if (cause === "stay") return;
    await context.trpc.auth.me.fetch(undefined, { staleTime: PROFILE_FRESH_MS });
  },
  pendingComponent: ProfileSkeleton,
  errorComponent: RetryCard,
  component: ProfilePage,
});
