/**
 * A screen drawn on the server, for the first HTML of a page load (docs/performance.md,
 * "Screens drawn on the server"): the app's own route tree and providers at the asked-for
 * path, once the router has loaded it (guards, loaders, route code) with the requester's
 * session, rendered to HTML; and the query cache it was drawn from, for the page to start
 * with, so the browser hydrates the very same screen (src/main.tsx) without asking the API
 * again. Built by vite-plugins/server-render.ts with the packages' browser builds, so the
 * router draws what it draws on the client; run by the server (apps/server/src/static.ts),
 * which hands in how to reach its API in-process.
 */
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
// The edge build. The browser one schedules with a MessageChannel that keeps Node busy; the
// Node one (static.node) runs every draw in an AsyncLocalStorage, and on Node 20 the first such
// run makes every promise of the server pay async hooks from then on, API requests included
// (docs/performance.md).
import { prerender } from "react-dom/static.edge";
import superjson from "superjson";
import { AppTree } from "./app-tree.tsx";
import { titleOfMatches } from "./lib/head.ts";
import { createAppQueryClient } from "./query-client.ts";
import type { RouterContext } from "./router-context.ts";
import { screenOptions } from "./router-options.tsx";
import { routeTree } from "./routeTree.gen.ts";
import type { MemberSession } from "./session.ts";
import { createTrpcClient, createTrpcUtils, type TrpcTransport } from "./trpc.ts";

export interface DrawnScreen {
  /** The screen, for the page's #root. */
  html: string;
  /** The tab's title (the screen's `head`). */
  title: string | undefined;
  /** The query cache the screen was drawn from (superjson), for the page to start with. */
  state: string;
  /** The ids of the routes drawn, top first: the server links each one's stylesheets. */
  routeIds: string[];
}

/**
 * Draws the screen at `path` (with its search) as the page's first render will draw it, or
 * null when the router would show something else there: a redirect (a visitor on a member
 * screen, a member on the sign-in screen), an unknown path, or a failed read. The page then
 * starts as before, drawn in the browser.
 */
export async function drawScreen(
  path: string,
  transport: TrpcTransport,
  signal?: AbortSignal,
): Promise<DrawnScreen | null> {
  const queryClient = createAppQueryClient();
  const trpcClient = createTrpcClient(transport);
  const trpc = createTrpcUtils(queryClient, trpcClient);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // Links are drawn relative; there is no window to read an origin from.
    origin: "http://localhost",
    // Sign-in and sign-out happen in the browser only.
    context: { queryClient, trpc, session: {} as MemberSession } satisfies RouterContext,
    ...screenOptions(queryClient, trpcClient),
  });
  try {
    await router.load();
    if (signal?.aborted) return null;
    const { location, matches } = router.state;
    // A guard sent the router elsewhere.
    if (location.pathname !== new URL(path, "http://localhost").pathname) return null;
    if (matches.length === 0 || matches.some((match) => match.status !== "success")) {
      return null;
    }
    const { prelude } = await prerender(
      <AppTree router={router} onReady={() => {}} />,
      // Every part in place in one piece: no part sent later with an inline script to move
      // it in (the CSP refuses inline scripts, and there is nothing left to stream).
      // A draw the server gave up on (too slow) stops here rather than using its CPU for nothing.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
    );
    const html = await new Response(prelude).text();
    return {
      html,
      title: titleOfMatches(matches),
      state: superjson.stringify(dehydrate(queryClient)),
      routeIds: matches.map((match) => match.routeId),
    };
  } finally {
    // No timers left behind (the cache's garbage collection).
    queryClient.clear();
  }
}
