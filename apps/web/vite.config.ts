import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mantineStylesCheck } from "./vite-plugins/mantine-styles.ts";
import { precompress } from "./vite-plugins/precompress.ts";

const API_TARGET = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it generates src/routeTree.gen.ts
    // and splits every route's component into its own chunk.
    tanstackRouter({
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
    }),
    react(),
    // Every Mantine component in the bundle has its stylesheet imported (src/styles/mantine.ts).
    mantineStylesCheck(),
    // Brotli and gzip copies of every text file, for the server to send as they are.
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      // No changeOrigin: the API refuses state-changing requests whose Origin differs from
      // the Host it sees, so the browser's Host header must reach it unchanged.
      "/api": { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Every browser the app supports (ES2022) knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
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
              name: "framework",
              test: /[\\/]node_modules[\\/]\.pnpm[\\/](?:react@|react-dom@|scheduler@|use-sync-external-store@|@tanstack\+(?:history|store|react-store|router-core|react-router|query-core|react-query)@|@trpc\+|superjson@|copy-anything@|is-what@)/,
            },
            {
              // Mantine's core and the components the sign-in screen is made of, in one chunk
              // that every screen shares. Without it the bundler cuts them into a dozen small
              // chunks, one per set of screens using them, and each new screen cuts them
              // differently: /login grew by 3 KB gzip of split overhead alone when the
              // workout screen came (149.8 -> 153.0 KB); with it, 149.0 KB.
              name: "mantine-base",
              test: /@mantine\+core@[^\\/]+[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:core|utils|components[\\/](?:Input|TextInput|PasswordInput|Button|Loader|ActionIcon|CloseButton|Card|Text|Stack|Center|Anchor|Transition|Paper|UnstyledButton|Group|Title))[\\/]/,
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
