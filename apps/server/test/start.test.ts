import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "@wolfpack/api";
import { count, createDb, eq, schema } from "@wolfpack/db";
import { DEMO_COACH, DEMO_MEMBER, DEMO_PASSWORD, DEMO_SEED_KEY, seedDemo } from "@wolfpack/db/seed";
import { createTestDb, testDriver } from "@wolfpack/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

const signIn = (port: number, email: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

async function demoAccount(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/api/trpc/auth.demoAccount`);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
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
    // The README's demo accounts open the embedded demo only: on PostgreSQL the published
    // password does not open the coach, and the sign-in form is not handed it.
    const embedded = testDriver() === "pglite";
    const coach = await signIn(first.port, DEMO_COACH.email, DEMO_PASSWORD);
    expect(coach.status).toBe(embedded ? 200 : 401);
    if (embedded) expect(((await coach.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    expect(await demoAccount(first.port)).toEqual(
      embedded ? { email: DEMO_MEMBER.email, password: DEMO_PASSWORD } : null,
    );
    expect(await first.stop()).toBe(0);

    const second = await startServer(env);
    expect(second.log()).toContain("Demo data already present.");
    expect(await second.stop()).toBe(0);

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

describe.runIf(testDriver() === "postgres")("starting on a PostgreSQL seeded with the published passwords", () => {
  let url: string;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const handle = await createTestDb();
    url = handle.url ?? "";
    close = handle.close;
    // What SEED_DEMO=1 did on PostgreSQL before: the README's password, the coach an admin.
    await seedDemo(handle.db, { hashPassword, knownPasswords: true });
    await handle.db
      .update(schema.appMeta)
      .set({ value: { version: 1, at: new Date().toISOString() } })
      .where(eq(schema.appMeta.key, DEMO_SEED_KEY));
  });
  afterAll(() => close());

  it("gives those accounts a password nobody is told, and says so once", async () => {
    const server = await startServer({ DATABASE_URL: url });
    try {
      expect(server.log()).toMatch(/demo account\(s\) had the published demo password/);
      expect((await signIn(server.port, DEMO_COACH.email, DEMO_PASSWORD)).status).toBe(401);
      expect(await demoAccount(server.port)).toBeNull();
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const again = await startServer({ DATABASE_URL: url });
    expect(again.log()).not.toMatch(/published demo password/);
    expect(await again.stop()).toBe(0);
  }, 180_000);
});
