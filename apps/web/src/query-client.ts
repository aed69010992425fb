import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { isUnauthorized } from "./lib/errors.ts";
import { trpc } from "./trpc.ts";

/** The current member is re-checked after five minutes (docs/rules.md, Screens). */
export const ME_STALE_TIME_MS = 300_000;

/**
 * How long a screen's data stays in the cache unused: a week, so the cache kept on the phone
 * (src/offline/persist.ts) still holds every screen the member visited.
 */
export const CACHE_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The cache key of auth.me, exactly as the hooks and utils store it. */
export const meQueryKey = () => getQueryKey(trpc.auth.me, undefined, "query");

export interface AppQueryClientOptions {
  /** Called when a read or a write is refused because the session has ended (401). */
  onUnauthorized?: () => void;
}

/**
 * Data behaviour of the whole app (docs/rules.md, Screens): cached data never goes stale on its
 * own, nothing refetches on window focus (a tab back in view reads afresh, ./session.ts), and
 * neither reads nor writes are retried. The current member alone goes stale after five minutes.
 */
export function createAppQueryClient({ onUnauthorized }: AppQueryClientOptions = {}) {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized?.();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: CACHE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  queryClient.setQueryDefaults(meQueryKey(), { staleTime: ME_STALE_TIME_MS, retry: false });
  return queryClient;
}
