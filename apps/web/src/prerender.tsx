/**
 * The build-time prerender of the sign-in screen as a visitor sees it (docs/performance.md,
 * "The sign-in screen's HTML"): the app's own route tree and providers at /login, rendered
 * to HTML once its route code is in, for dist/login.html. Run in Node by the build
 * (vite-plugins/prerender-login.ts), with the browser build of the router, so it draws
 * what the client's first render draws and hydrateRoot can take it over (src/main.tsx).
 */
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
// Node's build: the browser one keeps a MessageChannel open, and the build would never end.
import { renderToString } from "react-dom/server.node";
import { titleOfMatches } from "./lib/head.ts";
import { createAppQueryClient } from "./query-client.ts";
import type { RouterContext } from "./router-context.ts";
import { screenOptions } from "./router-options.tsx";
import { routeTree } from "./routeTree.gen.ts";
import type { MemberSession } from "./session.ts";
import { createTrpcClient, createTrpcUtils } from "./trpc.ts";

/** A page's storage with nothing in it: the visitor's hints are read and written there. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => {},
    getItem: () => null,
    key: () => null,
    removeItem: () => {},
    setItem: () => {},
  };
}

export async function renderSignInScreen(): Promise<{ html: string; title: string | undefined }> {
  // What the browser build of the router and the app's hints reach for, and Node lacks.
  globalThis.self ??= globalThis as typeof globalThis & Window;
  globalThis.localStorage ??= emptyStorage();
  const queryClient = createAppQueryClient({ onUnauthorized: () => {} });
  const trpcClient = createTrpcClient();
  const trpc = createTrpcUtils(queryClient, trpcClient);
  // A visitor, and no demo account offered: what the form shows before the API answers.
  trpc.auth.me.setData(undefined, null);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ["/login"] }),
    // Node has no window to read the page's origin from; links are drawn relative anyway.
    origin: "http://localhost",
    // The sign-in screen never reaches the session before a sign-in.
    context: { queryClient, trpc, session: {} as MemberSession } satisfies RouterContext,
    ...screenOptions(queryClient, trpcClient),
  });
  await router.load();
  const shown = router.state.matches.at(-1);
  if (shown?.routeId !== "/login" || shown.status !== "success") {
    throw new Error(`the prerender did not reach the sign-in screen (${shown?.routeId}: ${shown?.status})`);
  }
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const title = titleOfMatches(router.state.matches);
  // No timers left behind (the cache's garbage collection): the build's process can end.
  queryClient.clear();
  return { html, title };
}
