import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type DbHandle, type Driver } from "./client.ts";

/**
 * The driver the current test run uses: vitest runs each database suite once per
 * driver (see vitest.config.ts), telling it which through TEST_DB_DRIVER.
 */
export function testDriver(): Driver {
  return process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database
 * on TEST_DATABASE_URL's server that `close()` drops again.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (testDriver() === "pglite") return createDb();

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `wolfpack_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
