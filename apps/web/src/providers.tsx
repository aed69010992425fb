import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WOLF_COLOR_SCHEME, wolfTheme } from "@wolfpack/ui/theme";
import type { ReactNode } from "react";
import { Toasts } from "./components/Toasts.tsx";
import { type TrpcClient, trpc } from "./trpc.ts";

interface RootProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/**
 * The page names its color scheme itself (`<html data-mantine-color-scheme="dark">`,
 * index.html), and there is only the one: Mantine writing it again as the app starts made the
 * browser restyle the whole screen twice, 16 ms on the project's machine (docs/performance.md).
 */
const pageCarriesColorScheme = () => undefined;

/**
 * Everything every screen needs: the API client, the query cache, the dark wolf theme
 * and the toasts (one at a time, five seconds). The router wraps its whole tree in it
 * (`Wrap`), so the loading and error screens are themed too.
 */
export function RootProviders({ queryClient, trpcClient, children }: RootProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables come built as a stylesheet (vite-plugins/mantine-variables.ts). */}
        <MantineProvider
          theme={wolfTheme}
          forceColorScheme={WOLF_COLOR_SCHEME}
          withCssVariables={false}
          getRootElement={pageCarriesColorScheme}
        >
          <Toasts />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
