/**
 * The size budget of the first screens, counted as a phone receives them: the built app is
 * served by the real server (perf/server.ts), each screen is loaded cold in Chromium (empty
 * HTTP cache, no service worker yet; `/` and `/community` signed in as the demo member), and
 * every script and stylesheet the page fetches until the network is idle is counted at the
 * size of the brotli copy the server sent (vite-plugins/precompress.ts). "Idle": nothing in
 * flight for 500 ms, the browser idle (the app starts its after-the-first-screen work then),
 * and again nothing in flight, until a round brings no new request. See docs/performance.md.
 *
 *   pnpm budget              build, check, print the table
 *   pnpm budget --no-build   check the build already in apps/web/dist
 *   pnpm budget --no-build --dist <folder>   check another build
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { flag, option } from "./args.ts";
import { type Manifest, pageEntry, parseRouteTree, routeAssets } from "./route-assets.ts";
import { buildWebApp, CHROMIUM, CHROMIUM_ARGS, signInAsDemo, startServer } from "./server.ts";
import { printTable } from "./table.ts";

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const DIST = resolve(option("--dist") ?? join(WEB_DIR, "dist"));
const KB = 1024;
/** Nothing in flight for this long is "the network is idle" (Playwright's networkidle). */
const QUIET_MS = 500;
/** A page still fetching after this long is reported, not waited on for ever. */
const SETTLE_LIMIT_MS = 60_000;

interface Budget {
  screen: string;
  path: string;
  signedIn: boolean;
  /** Shown once the screen is up. */
  landmark: (page: Page) => ReturnType<Page["getByRole"]>;
  /** JavaScript fetched until the network is idle, brotli, in KB. */
  js: number;
  /** CSS fetched until the network is idle, brotli, in KB. */
  css: number;
}

/**
 * The issue "Fast on a phone on a slow link" (goal 2): /login and /. /community is a guard of
 * our own, that its input rules and dialogs stay on demand (docs/performance.md).
 */
export const BUDGETS: Budget[] = [
  {
    screen: "sign-in",
    path: "/login",
    signedIn: false,
    landmark: (page) => page.getByRole("button", { name: "Sign In", exact: true }),
    js: 150,
    css: 25,
  },
  {
    screen: "signed-in home",
    path: "/",
    signedIn: true,
    landmark: (page) => page.getByRole("heading", { name: "UNLEASH THE WOLF" }),
    js: 170,
    css: 25,
  },
  {
    screen: "the pack",
    path: "/community",
    signedIn: true,
    landmark: (page) => page.getByRole("heading", { name: "THE PACK", exact: true }),
    js: 170,
    css: 25,
  },
];

interface Sizes {
  raw: number;
  brotli: number;
}

/** A file's size as sent: its brotli copy, or the file itself when no copy was smaller. */
function sizes(file: string): Sizes {
  const path = join(DIST, file);
  const raw = statSync(path).size;
  return { raw, brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : raw };
}

function total(files: string[]): Sizes {
  return files.map(sizes).reduce((sum, size) => ({ raw: sum.raw + size.raw, brotli: sum.brotli + size.brotli }), {
    raw: 0,
    brotli: 0,
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

interface Fetched {
  js: string[];
  css: string[];
  /** Files the server sent without brotli although it has a brotli copy. */
  notBrotli: string[];
  ms: number;
}

/**
 * Loads `path` cold in a new context and lists the scripts and stylesheets the page
 * fetched (relative to dist) until the network was idle. The service worker's own
 * fetches (its script, its precache) are not the page's: they are left out here and
 * reported apart.
 */
async function coldLoad(browser: Browser, baseURL: string, budget: Budget, session?: SignedIn): Promise<Fetched> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: session });
  try {
    const page = await context.newPage();
    const fetched: Fetched = { js: [], css: [], notBrotli: [], ms: 0 };
    let inFlight = 0;
    let requests = 0;
    let lastActivity = Date.now();
    page.on("request", () => {
      inFlight += 1;
      requests += 1;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL).origin || response.status() !== 200) return;
      const file = decodeURIComponent(url.pathname).replace(/^\//, "");
      const kind = file.endsWith(".js") ? fetched.js : file.endsWith(".css") ? fetched.css : null;
      if (!kind || kind.includes(file)) return;
      kind.push(file);
      if (existsSync(join(DIST, `${file}.br`)) && response.headers()["content-encoding"] !== "br")
        fetched.notBrotli.push(file);
    });
    const quiet = async () => {
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() - start > SETTLE_LIMIT_MS)
          throw new Error(`${budget.path} was still fetching after ${SETTLE_LIMIT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const start = Date.now();
    await page.goto(budget.path, { waitUntil: "load", timeout: SETTLE_LIMIT_MS });
    await budget.landmark(page).waitFor({ state: "visible", timeout: SETTLE_LIMIT_MS });
    for (;;) {
      await quiet();
      const before = requests;
      // The app's after-the-first-screen work waits for an idle browser (src/router.tsx).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 }),
          ),
      );
      await quiet();
      if (requests === before) break;
    }
    fetched.ms = Date.now() - start;
    return fetched;
  } finally {
    await context.close();
  }
}

/** The entry script (index.html's) and every file it imports statically. */
function firstScript(manifest: Manifest): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageEntry(manifest));
  return files;
}

type SignedIn = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

/** The demo member signed in through the sign-in screen: their cookie and the page's storage. */
async function signIn(browser: Browser, baseURL: string): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInAsDemo(await context.newPage(), baseURL);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function main() {
  if (!flag("--no-build")) {
    buildWebApp();
  }
  const manifestPath = join(DIST, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const routes = parseRouteTree(readFileSync(join(WEB_DIR, "src/routeTree.gen.ts"), "utf8"));

  console.log("Loading each screen cold in Chromium, served by the production server...");
  const started = Date.now();
  const server = await startServer(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: string[][] = [];
  const failures: string[] = [];
  const details: string[] = [];
  try {
    const session = await signIn(browser, server.baseURL);
    for (const budget of BUDGETS) {
      const fetched = await coldLoad(browser, server.baseURL, budget, budget.signedIn ? session : undefined);
      // The measurement must have seen the screen: at least the first script, what it imports
      // and the screen's own route chunk.
      const needed = routeAssets(manifest, routes, budget.path);
      const ownKey = `src/routes/${needed.routes.at(-1)}.tsx?tsr-split=component`;
      const ownChunk = Object.entries(manifest).find(([key]) => key.startsWith(ownKey))?.[1].file;
      const missed = [...firstScript(manifest), ownChunk ?? `the route chunk of ${budget.path}`].filter(
        (file) => !fetched.js.includes(file),
      );
      if (missed.length > 0) failures.push(`${budget.path}: the page never fetched ${missed.join(", ")}`);
      for (const file of fetched.notBrotli) failures.push(`${budget.path}: ${file} was not sent as its brotli copy`);
      for (const [kind, files, limit] of [
        ["JS", fetched.js, budget.js],
        ["CSS", fetched.css, budget.css],
      ] as const) {
        const size = total(files);
        const over = size.brotli - limit * KB;
        let verdict = `ok, ${kb(-over)} left`;
        if (over > 0) {
          verdict = `OVER by ${kb(over)}`;
          failures.push(`${budget.path} ${kind}: ${kb(size.brotli)} brotli, over its ${limit} KB by ${kb(over)}`);
        }
        rows.push([
          budget.screen,
          budget.path,
          kind,
          String(files.length),
          kb(size.raw),
          kb(size.brotli),
          `${limit} KB`,
          verdict,
        ]);
      }
      const biggest = fetched.js
        .map((file) => ({ file, brotli: sizes(file).brotli }))
        .sort((a, b) => b.brotli - a.brotli)
        .map(({ file, brotli }) => `${file.replace(/^assets\//, "")} ${kb(brotli)}`);
      details.push(`JS of ${budget.path} (idle after ${(fetched.ms / 1000).toFixed(1)} s): ${biggest.join(", ")}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log("\nSize budget of the first screens: what a cold load fetches until the network is idle,");
  console.log("brotli as the server sends it (KB = 1024 bytes)\n");
  printTable(["screen", "path", "kind", "files", "raw", "brotli", "limit", ""], rows);
  console.log("");
  for (const line of details) console.log(line);
  // Not a screen's: once a screen is up the service worker keeps the whole app for offline.
  const assets = readdirSync(join(DIST, "assets"))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
  console.log(
    `Not counted: the service worker (sw.js ${kb(sizes("sw.js").brotli)}) fetches the whole app for offline use ` +
      `in the background once it is registered: ${assets.length} scripts and stylesheets, ${kb(total(assets).brotli)} brotli, ` +
      "plus the pictures (docs/performance.md).",
  );
  console.log(`Measured in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

  if (failures.length > 0) {
    console.error(`\nBudget check failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery screen is within its budget.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
