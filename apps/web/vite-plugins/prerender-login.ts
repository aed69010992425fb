import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type UserConfig } from "vite";
import { type Manifest, parseRouteTree, routeAssets } from "../perf/route-assets.ts";

/** Where index.html's boot screen sits inside #root; the sign-in screen's HTML takes its place. */
const ROOT = /<div id="root">[\s\S]*?<!--\/boot-screen-->\s*<\/div>/;

/**
 * Writes dist/login.html: index.html with the sign-in screen, as a visitor first sees it,
 * already in #root, so a phone draws the screen (and its logo, the LCP) before any script
 * has arrived; the app then hydrates it (src/main.tsx). The server sends it for GET /login
 * (apps/server/src/static.ts). The screen is rendered here, in Node, by an SSR build of
 * src/prerender.tsx with the app's own plugins, resolved as for the browser so the router
 * draws exactly what the client's first render draws (docs/performance.md).
 */
export function prerenderLogin(options: { plugins: () => PluginOption[]; resolve: UserConfig["resolve"] }): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "wolfpack:prerender-login",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before the compressed copies are written (vite-plugins/precompress.ts, closeBundle).
    writeBundle: {
      sequential: true,
      async handler() {
        const serverDir = await mkdtemp(join(tmpdir(), "wolfpack-prerender-"));
        try {
          await build({
            root,
            configFile: false,
            logLevel: "warn",
            plugins: options.plugins(),
            resolve: options.resolve,
            // Everything bundled, and the packages' browser builds: TanStack Router's
            // `isServer` is then false, as in the browser, so no SSR-only markup (its inline
            // scripts, which the CSP refuses) and the same Suspense boundaries as the client.
            ssr: {
              noExternal: true,
              target: "node",
              resolve: { conditions: ["browser", "module", "production"], externalConditions: ["browser"] },
            },
            build: {
              ssr: "src/prerender.tsx",
              outDir: serverDir,
              emptyOutDir: true,
              minify: false,
              rolldownOptions: { output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" } },
            },
          });
          const entry = pathToFileURL(join(serverDir, "prerender.mjs")).href;
          const { renderSignInScreen } = (await import(entry)) as typeof import("../src/prerender.tsx");
          const { html, title } = await renderSignInScreen();
          const page = await readFile(join(outDir, "index.html"), "utf8");
          if (!ROOT.test(page)) throw new Error("index.html has no boot screen to replace");
          // The screen's own stylesheets, which the app would fetch with the screen's code:
          // in the page, so its first paint is already the finished screen (without them the
          // screen is drawn again when they come, and so is its LCP).
          const manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
          const routes = parseRouteTree(await readFile(join(root, "src/routeTree.gen.ts"), "utf8"));
          const styles = routeAssets(manifest, routes, "/login")
            .css.filter((file) => !page.includes(`"/${file}"`))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
            .join("\n    ");
          const login = page
            // No paint of half the screen while the page is parsed (on a slow phone the browser
            // may paint part-way): the centred screen would move as the rest came, a layout shift.
            .replace(
              "</head>",
              () => `  ${styles}\n    <link rel="expect" href="#screen-drawn" blocking="render">\n  </head>`,
            )
            // The screen shows without its scripts, which only make it work: the stylesheets
            // and the logo go first on a slow link, the scripts after them.
            .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
            .replaceAll(
              '<link rel="modulepreload" crossorigin',
              '<link rel="modulepreload" fetchpriority="low" crossorigin',
            )
            .replace(
              ROOT,
              () => `<div id="root" data-prerendered="/login">${html}</div><template id="screen-drawn"></template>`,
            )
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title ?? "WOLFPACK"}</title>`);
          await writeFile(join(outDir, "login.html"), login);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
