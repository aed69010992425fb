import type { QueryClient } from "@tanstack/react-query";
import { AppLoader } from "@wolfpack/ui";
import type { ReactNode } from "react";
import { DocumentTitle } from "./components/DocumentTitle.tsx";
import { RetryCard } from "./components/RetryCard.tsx";
import { OfflineBanner } from "./offline/OfflineBanner.tsx";
import { RootProviders } from "./providers.tsx";
import type { TrpcClient } from "./trpc.ts";

/**
 * The router's options that shape what it draws, shared by the app (src/router.tsx) and the
 * server drawing a page's first screen (src/server-render.tsx): hydrating what the server drew
 * needs the very same tree above the screen (docs/performance.md).
 */
export function screenOptions(queryClient: QueryClient, trpcClient: TrpcClient) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per router, which lives as long as the page.
  function AppProviders({ children }: { children: ReactNode }) {
    return (
      <RootProviders queryClient={queryClient} trpcClient={trpcClient}>
        {children}
      </RootProviders>
    );
  }
  return {
    // The query cache decides what is fresh; the router must not keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultPreload: "intent",
    // Brief waits (a route's code arriving) show nothing rather than flashing a spinner.
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultPendingComponent: () => <AppLoader />,
    // A screen whose loader has to ask the server waits for the answer (its skeleton shows
    // after 300 ms), also when it was shown before; one whose data is cached shows at once.
    defaultStaleReloadMode: "blocking",
    // A screen that fails to load says so and offers to try again (routes name it too).
    defaultErrorComponent: RetryCard,
    // Providers around everything, the loading and error screens included.
    Wrap: AppProviders,
    // The tab's title follows the screen (each route's `head`), whatever the screen shows.
    InnerWrap,
  } as const;
}

function InnerWrap({ children }: { children: ReactNode }) {
  return (
    <>
      <DocumentTitle />
      <OfflineBanner />
      {children}
    </>
  );
}
