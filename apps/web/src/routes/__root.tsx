import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRootRouteWithContext, Navigate, Outlet } from "@tanstack/react-router";
import { AppLoader } from "@wolfpack/ui";
import { WOLF_COLOR_SCHEME, wolfCssVariablesResolver, wolfTheme } from "@wolfpack/ui/theme";
import type { ReactNode } from "react";
import { NotFoundScreen } from "../components/NotFoundScreen.tsx";
import { RootErrorScreen } from "../components/RootErrorScreen.tsx";
import { Toasts } from "../components/Toasts.tsx";
import { rememberSignedIn } from "../lib/first-screen.ts";
import type { RouterContext } from "../router.tsx";
import { type TrpcClient, trpc } from "../trpc.ts";

interface RootProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/**
 * Everything every screen needs: the API client, the query cache, the dark wolf theme
 * and the toasts (one at a time, five seconds). The router wraps its whole tree in it
 * (`Wrap`), so the loading and error screens are themed too.
 */
export function RootProviders({ queryClient, trpcClient, children }: RootProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={wolfTheme}
          forceColorScheme={WOLF_COLOR_SCHEME}
          cssVariablesResolver={wolfCssVariablesResolver}
        >
          <Toasts />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation knows who is signed in; auth.me is cached, so this is one call per
  // five minutes at most. Visitors get null.
  beforeLoad: async ({ context }) => {
    const member = await context.trpc.auth.me.ensureData();
    rememberSignedIn(member !== null);
    return { member };
  },
  component: Outlet,
  pendingComponent: () => <AppLoader fullScreen />,
  // index.html already shows the same spinner while the script loads: no delay, no minimum.
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: RootErrorScreen,
  notFoundComponent: UnknownPath,
});

/** A path the router does not know: visitors see the sign-in screen, members the 404. */
function UnknownPath() {
  const { member } = Route.useRouteContext();
  if (!member) return <Navigate to="/login" replace />;
  return <NotFoundScreen />;
}
