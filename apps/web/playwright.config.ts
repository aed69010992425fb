import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { freePort } from "@wolfpack/ports";

/**
 * Browser tests against the production build: the web app is built, then the real server
 * serves it (NODE_ENV=production: strict CSP, Secure cookies, SPA fallback) on a free
 * port, with a fresh embedded database seeded with the demo accounts.
 */

// The config is loaded again in every worker process: the port and the data folder are
// chosen once, in the first process, and handed down through the environment.
process.env.WOLFPACK_E2E_PORT ??= String(await freePort());
process.env.WOLFPACK_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "wolfpack-e2e-"));

const port = Number(process.env.WOLFPACK_E2E_PORT);
const dataDir = process.env.WOLFPACK_E2E_DATA_DIR;
const baseURL = `http://localhost:${port}`;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [["list"], ["html", { open: "never" }]] : "list",
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: "en-US",
    timezoneId: "Europe/Berlin",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // exec: the server itself gets the SIGTERM at the end and stops cleanly, with no package manager between.
    command: "pnpm --filter @wolfpack/web build && cd apps/server && exec node --import tsx src/main.ts",
    cwd: repoRoot,
    url: `${baseURL}/api/trpc/health.check`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty means unset: the embedded database, seeded with the demo.
      DATABASE_URL: "",
      SEED_DEMO: "1",
      TRUST_PROXY: "",
      PUBLIC_URL: "",
      // Every test signs up from this one machine.
      REGISTRATIONS_PER_HOUR: "10000",
    },
  },
});
