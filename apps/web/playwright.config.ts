import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { freePort } from "@wolfpack/ports";
import { startFlags } from "@wolfpack/server-process";
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ARGS_FOR_TESTS, CHROMIUM_FOR_TESTS } from "./chromium.ts";

/**
 * Browser tests against the production build: the web app is built, then the real server
 * serves it (NODE_ENV=production: strict CSP, Secure cookies, SPA fallback) on a free
 * port, with a fresh embedded database seeded with the demo accounts.
 *
 * A worker per core and one more, each with a server and a database of its own: the tests of
 * one worker never see the members, posts or counts the others' tests make, so a test that
 * counts (a pack's members, a board's rows) counts only what its own worker did, as with one
 * worker. A worker per core left the cores idle a sixth of the run, while tests waited on the
 * page; on 2 cores a third worker took the run from 251 - 252 s to 216 - 221 s, alternated
 * (docs/development.md has the machines where it did not). E2E_WORKERS=1 runs them all on one server.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism() + 1);

// The config is loaded again in every worker process: the ports and the data folder are
// chosen once, in the first process, and handed down through the environment.
if (!process.env.WOLFPACK_E2E_PORTS) {
  const chosen: number[] = [];
  while (chosen.length < workers) {
    const free = await freePort();
    // A port just let go may be handed out again.
    if (!chosen.includes(free)) chosen.push(free);
  }
  process.env.WOLFPACK_E2E_PORTS = chosen.join(",");
}
process.env.WOLFPACK_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "wolfpack-e2e-"));

const ports = process.env.WOLFPACK_E2E_PORTS.split(",").map(Number);
const dataDir = process.env.WOLFPACK_E2E_DATA_DIR;
// Playwright sets TEST_PARALLEL_INDEX (0 .. workers-1) in a worker before it loads this
// file; a worker started again after a failure keeps its index, so it keeps its server.
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? ports[0];
const baseURL = `http://localhost:${port}`;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const ci = Boolean(process.env.CI);
const FULL_BROWSER = /@full-browser/;

/**
 * The server a worker talks to; the first one also builds the web app they all serve.
 * Its database starts as a copy of one seeded once for the run (apps/server/test/e2e-server.ts).
 */
function server(index: number) {
  // With the Node flags `pnpm start` gives the server: the server tested is the one that runs.
  const start = `cd apps/server && exec node ${startFlags().join(" ")} --import tsx test/e2e-server.ts`;
  return {
    // exec: the server itself gets the SIGTERM at the end and stops cleanly, with no package manager between.
    // turbo: the budget, just before in `pnpm test`, built the same sources, and its cache hands them back.
    command:
      index === 0 ? `TURBO_TELEMETRY_DISABLED=1 pnpm exec turbo run build --filter=@wolfpack/web && ${start}` : start,
    cwd: repoRoot,
    url: `http://localhost:${ports[index]}/api/trpc/health.check`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(ports[index]),
      DATA_DIR: join(dataDir, `server-${index}`),
      WOLFPACK_E2E_DATA_DIR: dataDir,
      // Empty means unset: the embedded database, seeded with the demo.
      DATABASE_URL: "",
      SEED_DEMO: "1",
      TRUST_PROXY: "",
      PUBLIC_URL: "",
      // Every test signs up from this one machine.
      REGISTRATIONS_PER_HOUR: "10000",
    },
  };
}

export default defineConfig({
  testDir: "./e2e",
  // Tests, not files, are shared out among the workers: with whole files, the last ones (the
  // settings' 17 tests, 55 s) kept one worker busy while the others had finished. Every test
  // makes its own members, so none depends on another having run before it.
  fullyParallel: true,
  workers: ports.length,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // A test's own time moves with the machine: the same tests took 3.5 minutes on one machine
  // and 14 on another whose loopback costs seven times as much, where a two-member journey
  // took 31 s. A test that hangs is still stopped within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [["list"], ["html", { open: "never" }]] : "list",
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: "en-US",
    // The demo accounts' week ends yesterday on UTC's calendar (packages/db/src/seed): signed in
    // from another zone, for part of each day it would end the day before, and their streaks
    // with it. Time zones themselves are tested in packages/rules and packages/api.
    timezoneId: "UTC",
    // A trace records every action's page and screen: dear on every passing test. A failure
    // is run again (retries) and its second run is traced.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // The service worker precaches the whole app (217 files) in every new context, which
    // cost a third of each test's CPU; the tests of working offline turn it on
    // (test.use in offline*.spec.ts). docs/development.md
    serviceWorkers: "block",
  },
  // Most tests run in Chromium's headless shell; those of what only the full browser has
  // (notifications, push, its PDF viewer) are tagged @full-browser and run there (chromium.ts).
  // The full browser's few go first: last, they were a tail that new workers started for.
  projects: [
    {
      name: "full browser",
      grep: FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
    {
      name: "headless shell",
      grepInvert: FULL_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_FOR_TESTS, args: CHROMIUM_ARGS_FOR_TESTS } },
    },
  ],
  webServer: ports.map((_, index) => server(index)),
});
