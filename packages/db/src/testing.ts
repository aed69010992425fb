import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { createDb, type DbHandle, type Driver } from "./client.ts";
import type { Database } from "./database.ts";
import * as schema from "./schema.ts";

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

/** The migrated PGlite copy of this run, read once per worker. */
let pgliteTemplate: Promise<Blob> | undefined;

export interface TestDbOptions {
  /**
   * PGlite: an instance of the file's own, which close() stops as a server's database
   * stops. Otherwise close() gives the instance back to the worker for its next file.
   */
  ownInstance?: boolean;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database
 * on TEST_DATABASE_URL's server that `close()` drops again. Both start as a copy of the
 * database test-templates.ts migrated once for the run (migrating took seconds per
 * file); without one, as when this runs outside vitest, each migrates its own. A PGlite
 * instance an earlier file closed is emptied and lent again (lentPglite).
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<DbHandle & { url?: string }> {
  if (testDriver() === "pglite") {
    const file = provided("pgliteTemplateFile");
    if (!file) return createDb();
    pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
    if (options.ownInstance) return createDb({ loadDataDir: await pgliteTemplate });
    return lentPglite(await pgliteTemplate);
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

/**
 * PGlite instances a test file gave back, for the worker's next file. Starting an instance
 * costs about 0.6 CPU-s, and the suites started one per PGlite test file; emptying one costs a
 * tenth of that (docs/development.md).
 */
const returnedPglite: PGlite[] = [];

/** What every table of the template holds, and its schema, as lentPglite compares them. */
let templateState: Promise<TemplateState> | undefined;

interface TemplateState {
  /** The template's public tables, quoted, for TRUNCATE and SELECT. */
  tables: string[];
  /** The public tables that hold rows in the template (the tallies' one row), as JSON. */
  rows: Map<string, string>;
  fingerprint: string;
}

/**
 * A database at the template for one file: an instance given back by an earlier file of
 * this worker, emptied and checked, or a new copy of the template. close() gives it back;
 * from then on the file's `db` refuses every query, so nothing the file left running (a
 * sweep, a send) reaches the next file's data.
 */
async function lentPglite(template: Blob): Promise<DbHandle> {
  let client: PGlite | undefined;
  while (!client) {
    const returned = returnedPglite.pop();
    if (!returned) {
      client = await PGlite.create({ loadDataDir: template });
      // The worker's first copy, still as the template made it, tells what the template is.
      templateState ??= readTemplate(client);
      await templateState;
    } else {
      const state = await templateState;
      if (state && (await emptiedToTemplate(returned, state))) client = returned;
      else await returned.close();
    }
  }
  const lent = client;
  let givenBack = false;
  const guarded = new Proxy(lent, {
    get(target, property) {
      if (givenBack) throw new Error("This test file's database was closed: it belongs to the next file now.");
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db: drizzle({ client: guarded, schema }) as unknown as Database,
    driver: "pglite",
    async close() {
      if (givenBack) return;
      givenBack = true;
      returnedPglite.push(lent);
    },
  };
}

/** The public tables, quoted, for TRUNCATE and SELECT. */
async function publicTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.name);
}

async function readTemplate(client: PGlite): Promise<TemplateState> {
  const tables = await publicTables(client);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const { rows: held } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (held[0]?.rows) rows.set(table, held[0].rows);
  }
  return { tables, rows, fingerprint: await fingerprintOf(client, tables) };
}

/**
 * Everything a test could have changed that TRUNCATE does not put back: the schema (columns,
 * constraints, indexes, functions, triggers, schemas), the sequences, the migrations, and
 * each of `tables`' rows. One query: PGlite pays for each one it is asked.
 */
async function fingerprintOf(client: PGlite, tables: string[]): Promise<string> {
  const parts = [
    `select table_schema, table_name, column_name, data_type, column_default, is_nullable
       from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')`,
    "select conname, pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace",
    "select schemaname, indexname, indexdef from pg_indexes where schemaname not in ('pg_catalog')",
    "select proname, md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace",
    "select tgname, tgenabled from pg_trigger where not tgisinternal",
    "select nspname from pg_namespace",
    "select schemaname, sequencename, last_value from pg_sequences",
    "select count(*) from drizzle.__drizzle_migrations",
    "select name, setting from pg_settings where source not in ('default', 'override', 'configuration file')",
    ...tables.map((table) => `select ${quoteText(table)}, t::text from ${table} t`),
  ];
  const columns = parts.map((part) => `(select coalesce(json_agg(x order by x::text), '[]') from (${part}) x)`);
  const { rows } = await client.query<{ fingerprint: string }>(
    `select array_to_json(array[${columns.join(", ")}])::text as fingerprint`,
  );
  return rows[0]?.fingerprint ?? "";
}

function quoteText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Empties an instance back to the template; false when something is left that is not. The
 * template's tables are the ones emptied: a table a file made shows in the fingerprint's
 * columns, and one it dropped fails the TRUNCATE.
 */
async function emptiedToTemplate(client: PGlite, state: TemplateState): Promise<boolean> {
  try {
    // A file may end inside a transaction (a test that failed half-way), or with a setting
    // changed for its session.
    if (client.isInTransaction()) await client.exec("rollback");
    await client.exec("discard all");
    await client.exec(`truncate ${state.tables.join(", ")} restart identity cascade`);
    for (const [table, rows] of state.rows) {
      await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
        rows,
      ]);
    }
    return (await fingerprintOf(client, state.tables)) === state.fingerprint;
  } catch {
    return false;
  }
}
