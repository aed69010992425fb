import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { createDb, type DbHandle, type Driver } from "./client.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding a migrated PGlite database (dumpDataDir), made once per run. */
    pgliteTemplateFile?: string;
    /** A migrated database on TEST_DATABASE_URL's server, made once per run. */
    postgresTemplateName?: string;
  }
}

/**
 * The driver the current test run uses: vitest runs each database suite once per
 * driver (see vitest.config.ts), telling it which through TEST_DB_DRIVER.
 */
export function testDriver(): Driver {
  return process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
}

/** The migrated PGlite copy of this run, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database
 * on TEST_DATABASE_URL's server that `close()` drops again. Both start as a copy of the
 * database test-templates.ts migrated once for the run (migrating took seconds per
 * file); without one, as when this runs outside vitest, each migrates its own.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (testDriver() === "pglite") {
    const file = provided("pgliteTemplateFile");
    if (!file) return createDb();
    pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
    return createDb({ loadDataDir: await pgliteTemplate });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `wolfpack_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = provided("postgresTemplateName");
  await createDatabase(admin, name, template);
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

/** PostgreSQL's "source database is being accessed by other users". */
const TEMPLATE_IN_USE = "55006";

/**
 * CREATE DATABASE, as a copy of `template` when there is one. PostgreSQL copies a
 * database only while nobody is connected to it; the connection that migrated it may
 * take a moment to go, so a copy refused for that is tried again.
 */
export async function createDatabase(admin: postgres.Sql, name: string, template?: string): Promise<void> {
  if (!template) {
    await admin.unsafe(`create database ${name}`);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A value the run's global setup provided, or undefined outside vitest. */
function provided<K extends "pgliteTemplateFile" | "postgresTemplateName">(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
