import type { QueryClient } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@wolfpack/api";
import { MAX_BATCH_SIZE } from "@wolfpack/rules/shared/batching";
import superjson from "superjson";

/** React hooks for every procedure of the API: trpc.auth.me.useQuery() and so on. */
export const trpc = createTRPCReact<AppRouter>();

export const TRPC_URL = "/api/trpc";

export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** A member as the API returns it (never the password hash). */
export type Member = NonNullable<RouterOutputs["auth"]["me"]>;

/**
 * Where the client sends its calls: the page's own /api/trpc with the browser's fetch, or, when
 * the server draws a screen (src/server-render.tsx), the server's own app, called in-process.
 */
export interface TrpcTransport {
  url: string;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const browserTransport: TrpcTransport = {
  url: TRPC_URL,
  fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
};

/** The HTTP client: batched calls to /api/trpc, superjson on the wire, cookies always sent. */
export function createTrpcClient(transport: TrpcTransport = browserTransport) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: transport.url,
        transformer: superjson,
        maxURLLength: 2000,
        // The server refuses larger batches; the link splits them.
        maxItems: MAX_BATCH_SIZE,
        fetch: transport.fetch,
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The same procedures outside React (route guards): ensureData, fetch, setData... */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
