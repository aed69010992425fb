import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Database } from "./database.ts";
import * as schema from "./schema.ts";
import { fillUsernameSkeletons } from "./username-skeletons.ts";

export type { Database, Schema, Transaction } from "./database.ts";
export type Driver = "pglite" | "postgres";

export interface DbHandle {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `undefined` with no URL means in memory. */
  dataDir?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * A new PGlite database (in memory, or a dataDir holding none yet) starts as this copy
   * (dumpPglite) instead of empty: tests start from one migrated copy instead of
   * migrating each their own.
   */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 7_100_100;

/** A server that does not complete a connection in this time counts as down, not slow. */
const CONNECT_TIMEOUT_SECONDS = 5;
/** The longest a connection waits before connecting again after failures (docs/operations.md). */
const MOST_RECONNECT_DELAY_SECONDS = 1;

/**
 * How long a closed connection waits before it connects again, after `failures` failed
 * closes in a row across the pool. postgres-js's default grows to 10-20 s after seven,
 * which a burst of ended backends reaches at once; a request waiting for that connection
 * then hung past its member's patience although the database was back. Capped at 1 s, with
 * jitter so instances do not reconnect in step.
 */
function reconnectDelaySeconds(failures: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, MOST_RECONNECT_DELAY_SECONDS);
}

/** Opens the database and brings its schema, and what SQL could not fill in, up to date. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    await migrateWithLock(options.databaseUrl);
    return connectPostgres(options.databaseUrl, options.poolSize);
  }

  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    const folder = join(options.dataDir, "pglite");
    const copy = existsSync(join(folder, "PG_VERSION")) ? undefined : options.loadDataDir;
    client = await PGlite.create(copy ? { dataDir: folder, loadDataDir: copy } : { dataDir: folder });
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  await completeMigrations(pgliteDb as unknown as Database);
  return {
    db: pgliteDb as unknown as Database,
    driver: "pglite",
    close: () => client.close(),
  };
}

/** A copy of a PGlite database, for createDb's loadDataDir. */
export async function dumpPglite(handle: DbHandle): Promise<Blob> {
  if (handle.driver !== "pglite") throw new Error("only a PGlite database can be dumped");
  return (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
}

/**
 * A pool on a PostgreSQL server, without touching its schema: createDb migrates first.
 * Tests use it alone to stand for a database that is down.
 */
export function connectPostgres(databaseUrl: string, poolSize = 10): DbHandle {
  const client = postgres(databaseUrl, {
    max: poolSize,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client: preparingEveryQuery(client), schema }) as unknown as Database;
  return { db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
}

/**
 * drizzle asks postgres-js for a prepared statement only for a query given a name, so
 * PostgreSQL parsed and planned every other query on every call: for a completion's
 * write, planning cost about as much as running it. postgres-js keeps one prepared
 * statement per query text on each connection, so each query is planned once per
 * connection (PostgreSQL still weighs a generic plan against custom ones). Transactions
 * and savepoints get the same: drizzle runs them on the client `begin` hands it.
 */
function preparingEveryQuery(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        // The last argument is the body that runs on the transaction's own client.
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const body = args.pop() as (transaction: postgres.Sql) => unknown;
          return open.call(target, ...args, (transaction: postgres.Sql) => body(preparingEveryQuery(transaction)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

async function migrateWithLock(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, connect_timeout: CONNECT_TIMEOUT_SECONDS, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    const db = drizzlePostgres({ client, schema });
    await migratePostgres(db, { migrationsFolder });
    await completeMigrations(db as unknown as Database);
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * The steps a migration needs that SQL cannot do, run after the migrations under the
 * same lock; each finds nothing to do once done.
 */
async function completeMigrations(db: Database): Promise<void> {
  const lookalikes = await fillUsernameSkeletons(db);
  if (lookalikes > 0) {
    console.warn(
      `${lookalikes} member(s) signed up before names were compared by their look, with a name that looks like an earlier member's. They keep it; no new name may look like either.`,
    );
  }
}

/** Where the embedded database lives when DATA_DIR is not set: `.data` at the repository root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../.data", import.meta.url));

/**
 * The database the environment names: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite database in DATA_DIR. The server and every script open it so; the
 * server passes its pool size (DATABASE_POOL_SIZE, read with its config).
 */
export function createDbFromEnv(env: NodeJS.ProcessEnv = process.env, poolSize?: number): Promise<DbHandle> {
  return env.DATABASE_URL
    ? createDb({ databaseUrl: env.DATABASE_URL, poolSize })
    : createDb({ dataDir: env.DATA_DIR || DEFAULT_DATA_DIR });
}
