import { hydrate } from "@tanstack/react-query";
import { type AnyRoute, createRouter } from "@tanstack/react-router";
import superjson from "superjson";
import { prefetchToasts } from "./components/Toasts.tsx";
import { likelyFirstPath, probablySignedIn } from "./lib/first-screen.ts";
import { afterFirstScreen, openOffline } from "./offline/start.ts";
import { createAppQueryClient } from "./query-client.ts";
import type { RouterContext } from "./router-context.ts";
import { screenOptions } from "./router-options.tsx";
import { routeTree } from "./routeTree.gen.ts";
import { createMemberSession, hasHeldWrites } from "./session.ts";
import { createTrpcClient, createTrpcUtils } from "./trpc.ts";

const loadHeldWrites = () => import("./offline/held-writes.ts");
const noop = () => {};

// One browser tab, one cache and one API client.
// A read refused with 401 means the session has ended (expired, or signed out elsewhere).
const queryClient = createAppQueryClient({ onUnauthorized: () => void session.ended() });
const trpcClient = createTrpcClient();
const trpcUtils = createTrpcUtils(queryClient, trpcClient);
const session = createMemberSession({
  queryClient,
  trpc: trpcUtils,
  fetchMember: () => trpcClient.auth.me.query(),
  shownMember: () => router.state.matches.find((match) => match.routeId === "/_authenticated")?.context.member ?? null,
  recheckRoutes: () => router.invalidate(),
  // A session ended with writes waiting (docs/offline.md): their code only when there are any.
  keepWaitingWrites: async (member) => {
    const unsent = queryClient
      .getMutationCache()
      .getAll()
      .some((write) => write.state.status !== "success");
    if (unsent) await loadHeldWrites().then((held) => held.hold(queryClient, member.id), noop);
  },
  sendHeldWrites: (member) => {
    if (hasHeldWrites()) void loadHeldWrites().then((held) => held.release(queryClient, trpcUtils, member.id), noop);
  },
});

// A tab that comes back into view may have missed the session ending on the server.
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") void session.recheck();
});

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils, session } satisfies RouterContext,
  ...screenOptions(queryClient, trpcClient),
  // Each screen opens at its top, or where the member left it; but a screen the server drew
  // may have been scrolled before the app took it over, and stays where the member put it.
  scrollRestoration: () => {
    const scrolledAlready = takingOverDrawnScreen && window.scrollY > 0;
    takingOverDrawnScreen = false;
    return !scrolledAlready;
  },
});

let takingOverDrawnScreen = false;

/** A page whose screen the server drew starts with the query cache it was drawn from (src/server-render.tsx). */
export function startFromDrawnScreen(state: string) {
  takingOverDrawnScreen = true;
  hydrate(queryClient, superjson.parse(state));
}

/** Before the first screen: an app opened with no signal shows what the phone kept (src/offline). */
export const openWithNoSignal = () => openOffline(queryClient, trpcUtils);

/**
 * Starts the screen about to show while the root asks the API who is signed in, rather
 * than after: its code, and its loaders' reads in the same request as auth.me (the tRPC
 * link batches calls made together). A visitor on a member-only path gets the sign-in
 * screen's.
 */
export function preloadFirstScreen(pathname = window.location.pathname) {
  const [routes] = router.getMatchedRoutes(pathname);
  const membersOnly = routes.some((route) => route.id === "/_authenticated");
  // A screen the server drew is the one to show: the server knew who was signed in.
  const likelyPath = takingOverDrawnScreen ? pathname : likelyFirstPath(pathname, membersOnly, probablySignedIn());
  const [likely, params] = router.getMatchedRoutes(likelyPath);
  void trpcUtils.auth.me.prefetch();
  for (const route of likely) startLoaderEarly(route, params);
  // The code on the next timer, after the batching link's: the reads' one request is asked
  // for before the screen's dozens of chunks, which would otherwise hold it in the browser's
  // queue (six requests at a time to one server over HTTP/1.1; docs/performance.md).
  setTimeout(() => {
    for (const route of likely) {
      // A failure shows when the router loads the same code for real.
      router.loadRouteChunk(route)?.catch(() => {});
    }
  });
}

/**
 * Runs a route's loader ahead of the router, with the router's own context. Loaders only
 * read through `context.trpc` (see README, "How a screen loads its data"), so what one asks
 * for goes out now; when the router runs it for real, after the guards, it finds the
 * answer cached or on its way and sends nothing. A loader that needed what the guards add
 * (the member) fails here, harmlessly, and works when the router runs it.
 */
function startLoaderEarly(route: AnyRoute, params: Record<string, string>) {
  const loader = route.options.loader;
  const load = typeof loader === "function" ? loader : loader?.handler;
  if (typeof load !== "function") return;
  try {
    const early = { context: router.options.context, params, deps: {}, preload: true, cause: "preload" };
    Promise.resolve(load({ ...early, abortController: new AbortController() })).catch(() => {});
  } catch {
    // As above: the router runs it again.
  }
}

// Once the first screen is up and the browser is idle: what keeps the app working offline
// (the kept query cache, the service worker); the toasts' code at the member's first act.
const stopWatching = router.subscribe("onResolved", () => {
  stopWatching();
  const whenIdle = () => {
    prefetchToasts();
    afterFirstScreen(queryClient, trpcUtils);
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(whenIdle, { timeout: 5000 });
  else window.setTimeout(whenIdle, 2000);
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
