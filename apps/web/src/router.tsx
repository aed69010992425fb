import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { AppLoader } from "@wolfpack/ui";
import type { ReactNode } from "react";
import { createAppQueryClient } from "./query-client.ts";
import { RootProviders } from "./routes/__root.tsx";
import { routeTree } from "./routeTree.gen.ts";
import { createTrpcClient, createTrpcUtils, type TrpcUtils } from "./trpc.ts";

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC procedures bound to the query cache, for use outside components. */
  trpc: TrpcUtils;
}

// One browser tab, one cache and one API client.
const queryClient = createAppQueryClient({ onUnauthorized: () => sessionEnded() });
const trpcClient = createTrpcClient();
const trpcUtils = createTrpcUtils(queryClient, trpcClient);

function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RootProviders queryClient={queryClient} trpcClient={trpcClient}>
      {children}
    </RootProviders>
  );
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils } satisfies RouterContext,
  // The query cache decides what is fresh; the router must not keep its own copy.
  defaultPreloadStaleTime: 0,
  defaultPreload: "intent",
  // Brief waits (a route's code arriving) show nothing rather than flashing a spinner.
  defaultPendingMs: 300,
  defaultPendingMinMs: 300,
  defaultPendingComponent: () => <AppLoader />,
  scrollRestoration: true,
  // Providers around everything, the loading and error screens included.
  Wrap: AppProviders,
});

/**
 * A read refused with 401 means the session ended elsewhere (expired, or signed out in
 * another tab): forget the member and let the guards send them to the sign-in screen.
 */
function sessionEnded() {
  if (trpcUtils.auth.me.getData() === null) return;
  trpcUtils.auth.me.setData(undefined, null);
  void router.invalidate();
}

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
