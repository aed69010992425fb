/**
 * The production server for the perf scripts (budget.ts, measure-phone.ts): the built web
 * app served as members get it (the build's brotli copies, production headers), on a
 * throw-away embedded database seeded with the demo accounts.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@wolfpack/ports";

const SERVER_DIR = fileURLToPath(new URL("../../server", import.meta.url));
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

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the server on the build in `webDist`; resolves once it answers. */
export async function startServer(webDist: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "wolfpack-perf-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
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
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  await stop();
  throw new Error(`the server did not answer within 180 s:\n${output}`);
}
