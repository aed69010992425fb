/**
 * The size budget of the first screens: builds the web app, works out from Vite's
 * manifest which files each screen needs (perf/route-assets.ts), and fails when one is
 * over its limit. Measured: the gzip copies the server sends (level 9, written by
 * vite-plugins/precompress.ts); brotli, which Chromium and Safari get, is shown beside.
 *
 *   pnpm budget              build, check, print the table
 *   pnpm budget --no-build   check the build already in apps/web/dist
 *   pnpm budget --no-build --dist <folder>   check another build
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Manifest, parseRouteTree, routeAssets } from "./route-assets.ts";
import { printTable } from "./table.ts";

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const distArg = process.argv.indexOf("--dist");
const DIST = distArg >= 0 ? resolve(process.argv[distArg + 1] ?? "") : join(WEB_DIR, "dist");
const KB = 1024;

interface Budget {
  screen: string;
  path: string;
  /** JavaScript the screen needs, gzip, in KB. */
  js: number;
  /** CSS the screen needs, gzip, in KB. */
  css: number;
}

/** The issue "A first screen that is fast on a phone". */
export const BUDGETS: Budget[] = [
  {
    screen: "sign-in",
    path: "/login",
    js: 150,
    css: 25,
  },
  {
    screen: "signed-in home",
    path: "/",
    js: 170,
    css: 25,
  },
];

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** A file's size as sent: its compressed copy, or the file itself when no copy was smaller. */
function sizes(file: string): Sizes {
  const path = join(DIST, file);
  const raw = statSync(path).size;
  const copy = (suffix: string) => (existsSync(path + suffix) ? statSync(path + suffix).size : raw);
  return { raw, gzip: copy(".gz"), brotli: copy(".br") };
}

function total(files: string[]): Sizes {
  return files.map(sizes).reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main() {
  if (!process.argv.includes("--no-build")) {
    console.log("Building the web app...");
    const built = spawnSync(join(WEB_DIR, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
      cwd: WEB_DIR,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("the web app did not build");
  }
  const manifestPath = join(DIST, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const routes = parseRouteTree(readFileSync(join(WEB_DIR, "src/routeTree.gen.ts"), "utf8"));

  const rows: string[][] = [];
  const failures: string[] = [];
  const details: string[] = [];
  for (const budget of BUDGETS) {
    const assets = routeAssets(manifest, routes, budget.path);
    for (const [kind, files, limit] of [
      ["JS", assets.js, budget.js],
      ["CSS", assets.css, budget.css],
    ] as const) {
      const size = total(files);
      const over = size.gzip - limit * KB;
      let verdict = "ok";
      if (over > 0) {
        verdict = `OVER by ${kb(over)}`;
        failures.push(`${budget.path} ${kind}: ${kb(size.gzip)} gzip, over its ${limit} KB by ${kb(over)}`);
      }
      rows.push([
        budget.screen,
        budget.path,
        kind,
        String(files.length),
        kb(size.raw),
        kb(size.gzip),
        kb(size.brotli),
        `${limit} KB`,
        verdict,
      ]);
    }
    const biggest = assets.js
      .map((file) => ({ file, gzip: sizes(file).gzip }))
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip }) => `${file.replace(/^assets\//, "")} ${kb(gzip)}`);
    details.push(`${budget.path} (routes: ${["__root", ...assets.routes].join(" > ")}): ${biggest.join(", ")}`);
  }

  // Chunks the entry loads later on purpose (not route code), shown so nothing hides there.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const later = (entry?.dynamicImports ?? [])
    .filter((key) => !key.includes("?tsr-split="))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));

  console.log("\nSize budget of the first screens: gzip as the server sends it (KB = 1024 bytes)\n");
  printTable(["screen", "path", "kind", "files", "raw", "gzip", "brotli", "limit (gzip)", ""], rows);
  console.log("");
  for (const line of details) console.log(`JS of ${line}`);
  if (later.length > 0)
    console.log(
      `Loaded after the first screen, not counted: ${later.map((file) => `${file} ${kb(sizes(file).gzip)}`).join(", ")}`,
    );
  const allCss = Object.values(manifest)
    .flatMap((chunk) => chunk.css ?? [])
    .filter((file, index, all) => all.indexOf(file) === index);
  console.log(`All CSS of the app: ${kb(total(allCss).gzip)} gzip in ${allCss.length} files`);

  if (failures.length > 0) {
    console.error(`\nBudget check failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery screen is within its budget.");
}

main();
