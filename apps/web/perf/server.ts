/**
 * The production server for the perf scripts (budget.ts, measure-phone.ts): the built web
 * app served as members get it (the build's brotli copies, production headers), on a
 * throw-away embedded database seeded with the demo accounts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { startServer as startServerProcess } from "@wolfpack/server-process";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Builds the web app through turbo, whose cache hands the same sources' build back at
 * once: `pnpm test` runs the budget, then the browser tests, which build it again.
 */
export function buildWebApp() {
  console.log("Building the web app...");
  const built = spawnSync(
    join(REPO_ROOT, "node_modules/.bin/turbo"),
    ["run", "build", "--filter=@wolfpack/web", "--output-logs=errors-only"],
    { cwd: REPO_ROOT, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (built.status !== 0) throw new Error("the web app did not build");
}

/** The seeded demo member (packages/db/src/seed), whose password opens it on the embedded database only. */
export const DEMO = { email: "demo@wolfpack.app", password: "password123" };

export { CHROMIUM, CHROMIUM_ARGS } from "../chromium.ts";

/** Signs the demo member in through the sign-in screen on `page`, and waits for home. */
export async function signInAsDemo(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/login`, { timeout: 60_000 });
  await page.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("heading", { name: "UNLEASH THE WOLF" }).waitFor({ state: "visible", timeout: 60_000 });
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the server on the build in `webDist`, on a database of its own; resolves once it answers. */
export async function startServer(webDist: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "wolfpack-perf-"));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({
      env: {
        ...process.env,
        NODE_ENV: "production",
        COOKIE_SECURE: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "1",
        TRUST_PROXY: "",
        PUBLIC_URL: "",
        WEB_DIST: webDist,
      },
      timeoutMs: 180_000,
    });
    return {
      baseURL: `http://localhost:${server.port}`,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
