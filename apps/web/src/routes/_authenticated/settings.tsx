import { createFileRoute } from "@tanstack/react-router";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { SettingsPage } from "./-settings/SettingsPage.tsx";
import { SettingsSkeleton } from "./-settings/SettingsSkeleton.tsx";
import { SETTINGS_SIGNED_OUT_TEXT, settingsSearch } from "./-settings/search.ts";

/** How old the member's details may be when the form opens: they may have changed on another device. */
const DETAILS_FRESH_MS = 10_000;

export const Route = createFileRoute("/_authenticated/settings")({
  head: screenHead("Settings"),
  // ?tab=membership: the open tab is in the address.
  validateSearch: settingsSearch,
  // When the session ends while the screen is open, it says so here (the member guard).
  staticData: { signedOutText: SETTINGS_SIGNED_OUT_TEXT },
  // The form starts from the member as the server has them now (within DETAILS_FRESH_MS):
  // the answer the guard got for this very page load is not asked for again.
  loader: ({ context }) => context.trpc.auth.me.fetch(undefined, { staleTime: DETAILS_FRESH_MS }),
  pendingComponent: SettingsSkeleton,
  errorComponent: RetryCard,
  component: SettingsPage,
});
