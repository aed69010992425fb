import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { count, createDb, schema } from "@wolfpack/db";
import { createTestDb, testDriver } from "@wolfpack/db/testing";
import { freePort } from "@wolfpack/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** Starts the real server process as `pnpm start` would, and waits until it answers. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, port, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer within 60 s:\n${output}`);
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  return code as number | null;
}

describe("starting the server", () => {
  let env: Record<string, string>;
  let close: () => Promise<void> = async () => {};
  let openDb: () => ReturnType<typeof createDb>;

  beforeAll(async () => {
    if (testDriver() === "postgres") {
      const handle = await createTestDb();
      const url = handle.url ?? "";
      env = { DATABASE_URL: url, SEED_DEMO: "1" };
      openDb = () => createDb({ databaseUrl: url, poolSize: 1 });
      close = handle.close;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "wolfpack-start-"));
      env = { DATA_DIR: dataDir };
      openDb = () => createDb({ dataDir });
    }
  });
  afterAll(() => close());

  it("migrates, seeds the demo once, answers health and stops cleanly on SIGTERM, twice over", async () => {
    const first = await startServer(env);
    expect(first.log()).toContain("Demo data seeded.");
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(await stopServer(first.child)).toBe(0);

    const second = await startServer(env);
    expect(second.log()).toContain("Demo data already present.");
    expect(await stopServer(second.child)).toBe(0);

    // PGlite allows one process at a time: read the counts once the server has stopped.
    const handle = await openDb();
    try {
      const [workouts] = await handle.db.select({ n: count() }).from(schema.workouts);
      const [demo] = await handle.db.select({ n: count() }).from(schema.users);
      expect(workouts?.n).toBe(100);
      expect(demo?.n).toBeGreaterThanOrEqual(20);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
