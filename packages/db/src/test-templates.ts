import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createDb, dumpPglite } from "./client.ts";

/**
 * Vitest global setup of a database project (vitest-projects.ts): migrates one database
 * for the whole run, which createTestDb (testing.ts) copies for each test file, instead
 * of every file migrating its own. PGlite: a migrated in-memory database dumped to a
 * file (dumpDataDir), loaded per file. PostgreSQL: a migrated database on
 * TEST_DATABASE_URL's server, each file's database made from it with CREATE DATABASE ...
 * TEMPLATE. Both are removed when the run ends.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_DRIVER === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
    const name = `wolfpack_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const migrated = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
    await migrated.close();
    project.provide("postgresTemplateName", name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  }

  const folder = await mkdtemp(join(tmpdir(), "wolfpack-test-template-"));
  const file = join(folder, "pglite.tar");
  const migrated = await createDb();
  await writeFile(file, Buffer.from(await (await dumpPglite(migrated)).arrayBuffer()));
  await migrated.close();
  project.provide("pgliteTemplateFile", file);
  return () => rm(folder, { recursive: true, force: true });
}
