import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { afterFirstPaint } from "./vite-plugins/after-first-paint.ts";
import { mantineStylesCheck } from "./vite-plugins/mantine-styles.ts";
import { mantineStaticVariables } from "./vite-plugins/mantine-variables.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { serverRender } from "./vite-plugins/server-render.ts";

const API_TARGET = process.env.API_URL ?? "http://localhost:3000";

/** A module of @mantine/core, by its path under esm/ ("core/Box/Box.mjs"). */
const MANTINE_CORE = /@mantine\+core@[^\\/]+[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](.+)$/;
/** The components the sign-in screen (and the first script's loading and error screens) is made of. */
const SIGN_IN_COMPONENTS = [
  "Input",
  "TextInput",
  "PasswordInput",
  "Button",
  "Loader",
  "ActionIcon",
  "CloseButton",
  "Card",
  "Text",
  "Stack",
  "Center",
  "Anchor",
  "Transition",
  "Paper",
  "UnstyledButton",
];
/**
 * Pieces of Mantine's core only other screens' components use (tabs' keyboard handling,
 * breakpoints, portals and floating elements, dropdowns, right-to-left, auto-contrast): 2 KB gzip the
 * sign-in screen would load for nothing. They go with the screens that use them.
 */
const NOT_FOR_SIGN_IN = [
  "core/DirectionProvider/",
  "core/Box/get-style-object/",
  "core/MantineProvider/color-functions/get-contrast-color/",
  "core/MantineProvider/color-functions/get-auto-contrast-value/",
  ...[
    "create-scoped-keydown-handler",
    "find-element-ancestor",
    "get-safe-id",
    "get-breakpoint-value",
    "get-sorted-breakpoints",
    "get-base-value",
    "is-element",
    "get-single-element-child",
    "get-default-z-index",
    "get-env",
    "primitive",
    // A Select's dropdown (Popover, Combobox): the settings screen's.
    "close-on-escape",
    "create-event-handler",
    "find-element-in-shadow-dom",
    "get-ref-prop",
    "noop",
  ].map((util) => `core/utils/${util}/`),
];

/** React, the router, the query cache and the API client: the framework chunk's (see the groups below). */
const FRAMEWORK =
  /[\\/]node_modules[\\/]\.pnpm[\\/](?:react@|react-dom@|scheduler@|use-sync-external-store@|@tanstack\+(?:history|store|react-store|router-core|react-router|query-core|react-query)@|@trpc\+|superjson@|copy-anything@|is-what@)/;
const ICONS = /[\\/]node_modules[\\/]\.pnpm[\\/]@tabler\+icons-react@/;
const MAIN = fileURLToPath(new URL("src/main.tsx", import.meta.url));
/** What src/main.tsx imports first thing, in a task of its own (dynamically). */
const ROUTER = fileURLToPath(new URL("src/router.tsx", import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const closures = new WeakMap<object, { main: Set<string>; start: Set<string> }>();
/**
 * For one chunking pass: what src/main.tsx imports statically, and what the app's start
 * imports besides (src/router.tsx and everything it imports statically that main does not).
 */
function startGraph(graph: ModuleGraph): { main: Set<string>; start: Set<string> } {
  let found = closures.get(graph);
  if (!found) {
    const reach = (root: string) => {
      const modules = new Set<string>();
      const queue = [root];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return modules;
    };
    const main = reach(MAIN);
    const start = new Set([...reach(ROUTER)].filter((id) => !main.has(id)));
    found = { main, start };
    closures.set(graph, found);
  }
  return found;
}

/** Whether a module belongs in the mantine-base chunk (see the group below). */
function isMantineBase(id: string): boolean {
  const path = MANTINE_CORE.exec(id)?.[1]?.replaceAll("\\", "/");
  if (!path || NOT_FOR_SIGN_IN.some((prefix) => path.startsWith(prefix))) return false;
  return path.startsWith("core/") || SIGN_IN_COMPONENTS.some((name) => path.startsWith(`components/${name}/`));
}

/** The router plugin's options, for the app and the screens the server draws alike. */
const ROUTER_OPTIONS = {
  target: "react",
  autoCodeSplitting: true,
  // A screen's skeleton (pendingComponent) comes in one chunk with the screen itself, so
  // no screen carries the others' skeletons; the router fetches that chunk beside the
  // loader's data, which takes longer. The errorComponent, the shared RetryCard, stays
  // with the route in the entry: it must show when the network that failed a loader
  // could not fetch a chunk either.
  codeSplittingOptions: {
    defaultBehavior: [["component", "pendingComponent"], ["notFoundComponent"]],
  },
  quoteStyle: "double",
  semicolons: true,
} as const;

const RESOLVE = {
  alias: [
    // React 19 has useSyncExternalStore: the router's store (@tanstack/react-store) gets the
    // selector helper built on React's own, not the shim's copy for React 17 (0.8 KB gzip).
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: "use-sync-external-store/with-selector.js",
    },
  ],
} satisfies UserConfig["resolve"];

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it generates src/routeTree.gen.ts
    // and splits every route's component into its own chunk.
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    // dist/.server-render: what the server draws a page's first screen with (docs/performance.md).
    serverRender({ plugins: () => [tanstackRouter(ROUTER_OPTIONS), react()], resolve: RESOLVE }),
    // The page's scripts start after its first paint (src/boot.ts).
    afterFirstPaint(),
    // The theme's CSS variables as a stylesheet built here, not computed in the browser.
    mantineStaticVariables(),
    // Every Mantine component in the bundle has its stylesheet imported (src/styles/mantine.ts).
    mantineStylesCheck(),
    // The service worker (dist/sw.js, Workbox): the app opens with no signal on any screen the
    // member has visited (docs/offline.md). It never answers /api: the member's data offline
    // is the query cache kept on the phone (src/offline/persist.ts).
    VitePWA({
      strategies: "generateSW",
      // Registered by the app itself once the first screen is up (src/offline/start.ts).
      injectRegister: false,
      // public/manifest.webmanifest is the app's manifest.
      manifest: false,
      workbox: {
        // The app shell: every script, stylesheet and screen chunk, the page, the icons
        // and the pictures the screens use (public/images, 150 KB).
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webp,jpg,webmanifest}"],
        // push-sw.js (public/) is loaded by importScripts, never from this precache.
        // login.html is the server's answer to /login only; offline, index.html opens every
        // screen (navigateFallback), the sign-in screen too.
        globIgnores: ["**/node_modules/**/*", "push-sw.js", "login.html"],
        // One file, no workbox-*.js beside it: the server sends sw.js and push-sw.js with no-cache.
        inlineWorkboxRuntime: true,
        // Web push: showing a push and opening its screen on a tap (docs/push.md).
        importScripts: ["push-sw.js"],
        // Any screen's address opens the app, which then shows the screen; the API, its
        // documentation and members' pictures are never a screen.
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/uploads\//],
        // A new version waits until every tab of the old one is closed: it takes over on
        // the next open, never in the middle of a session.
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Members' pictures: a name is never reused (the server caches them a year).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/uploads/"),
            handler: "CacheFirst",
            options: {
              cacheName: "wolfpack-pictures",
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Any other picture of the app's own that the build did not list.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.destination === "image" && !url.pathname.startsWith("/api/"),
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: "wolfpack-images",
              expiration: { maxEntries: 100 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Brotli and gzip copies of every text file, for the server to send as they are.
    precompress(),
  ],
  resolve: RESOLVE,
  server: {
    port: 5173,
    proxy: {
      // No changeOrigin: the API refuses state-changing requests whose Origin differs from
      // the Host it sees, so the browser's Host header must reach it unchanged.
      "/api": { target: API_TARGET, changeOrigin: false },
      // Members' uploaded pictures, kept and served by the server.
      "/uploads": { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/uploads": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports (ES2022) knows <link rel="modulepreload">: no polyfill.
      polyfill: false,
      // A lazily loaded chunk brings its stylesheets, but its scripts come as the browser
      // finds them: adding a <link rel="modulepreload"> for each of the 40 a screen needs
      // cost a phone 150 ms of blocked main thread (at 4x) while the page, drawn by the
      // server, was already on screen (docs/performance.md, "Screens drawn on the server").
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")),
    },
    // dist/.vite/manifest.json: which chunks each route loads, read by the size budget
    // (perf/budget.ts). Not served: the server refuses hidden paths.
    manifest: true,
    rolldownOptions: {
      output: {
        // Seven characters of hash, not eight: the first script lists every file a screen may
        // fetch (about eighty), and the random characters are what compresses worst.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
        codeSplitting: {
          groups: [
            {
              // React, the router, the query cache and the API client in one chunk: every
              // screen needs them, they change only with an upgrade (so a release of the
              // app's own code leaves them cached), and one file compresses better than the
              // dozen small shared pieces the bundler would otherwise cut them into.
              // Only what the app's start reaches: the parts other screens alone use (the
              // router's useBlocker, for one) go with those screens (0.4 KB gzip).
              // Vite's preloading helper too, which src/main.tsx needs before the start.
              name: (id, context) => {
                const { main, start } = startGraph(context);
                const needed = FRAMEWORK.test(id) && (main.has(id) || start.has(id));
                return needed || id.includes("vite/preload-helper") ? "framework" : null;
              },
            },
            {
              // The app's own code of its start (src/router.tsx and what it imports of ours: the
              // route tree, the providers, the session), which src/main.tsx imports in a task of
              // its own, in one chunk rather than a dozen small ones shared with the screens.
              // Libraries stay in their groups, or where the bundler puts them.
              name: (id, context) =>
                startGraph(context).start.has(id) && !id.includes("node_modules") ? "start" : null,
            },
            {
              // Mantine's core and the components the sign-in screen is made of, in one chunk
              // that every screen shares. Without it the bundler cuts them into a dozen small
              // chunks, one per set of screens using them, and each new screen cuts them
              // differently: /login grew by 3 KB gzip of split overhead alone when the
              // workout screen came (149.8 -> 153.0 KB); with it, 149.0 KB.
              name: "mantine-base",
              test: isMantineBase,
            },
            {
              // Every Tabler icon the app draws (33, 5 KB brotli) in one file, not one file
              // each: a member screen asked for up to 14 of them before its largest element
              // was drawn, each a request in the browser's queue of six (docs/performance.md).
              // The sign-in screen draws none.
              name: "icons",
              test: ICONS,
            },
          ],
        },
      },
      treeshake: {
        // tRPC's client packages declare no "sideEffects", so every module their index
        // imports stayed in (the WebSocket link too, unused here). They have none.
        moduleSideEffects: (id) => (/[\\/]@trpc[\\/](client|react-query)[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
