import { readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build, type Plugin, type PluginOption, type UserConfig } from "vite";
import { type Manifest, parseRouteTree, routeStyles } from "../perf/route-assets.ts";

/** Where the server finds what it needs to draw screens: hidden, so it is never served. */
const SERVER_RENDER_DIR = ".server-render";

/**
 * Builds what the server needs to draw a screen into a page's first HTML
 * (docs/performance.md, "Screens drawn on the server"), beside the web app, in
 * dist/.server-render/:
 *
 * - `server-render.mjs`: src/server-render.tsx built for Node with the app's own plugins and
 *   the packages' browser builds. TanStack Router's `isServer` is then false, as in the
 *   browser, so it draws exactly what the client's first render draws, with the same
 *   Suspense boundaries, and none of its SSR-only markup (its inline scripts, which the CSP
 *   refuses).
 * - `route-styles.json`: each route's own stylesheets (route id to files), which a drawn
 *   screen's page links so its first paint is already the finished screen.
 *
 * The page around a drawn screen is dist/index.html.
 */
export function serverRender(options: { plugins: () => PluginOption[]; resolve: UserConfig["resolve"] }): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "wolfpack:server-render",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const serverDir = join(outDir, SERVER_RENDER_DIR);
        await rm(serverDir, { recursive: true, force: true });
        await build({
          root,
          configFile: false,
          logLevel: "warn",
          plugins: options.plugins(),
          resolve: options.resolve,
          ssr: {
            noExternal: true,
            target: "node",
            resolve: { conditions: ["browser", "module", "production"], externalConditions: ["browser"] },
          },
          build: {
            ssr: "src/server-render.tsx",
            outDir: serverDir,
            emptyOutDir: false,
            minify: false,
            // CSS is the browser build's; the server only names its files.
            cssCodeSplit: false,
            rolldownOptions: {
              output: {
                entryFileNames: "[name].mjs",
                chunkFileNames: "[name]-[hash].mjs",
                // The browser build of the router keeps itself on `self` (for its devtools): here
                // a name of each module's own, not a global of the server's.
                banner: "const self = {};",
              },
            },
          },
        });
        const manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
        const routes = parseRouteTree(await readFile(join(root, "src/routeTree.gen.ts"), "utf8"));
        const pageStyles = manifest["index.html"]?.css ?? [];
        await writeFile(
          join(serverDir, "route-styles.json"),
          JSON.stringify(routeStyles(manifest, routes, pageStyles)),
        );
      },
    },
  };
}
