import type { Database } from "@wolfpack/db";

/**
 * A query built once per database and prepared there: building drizzle's SQL afresh on
 * every call cost more than running it (75 µs a request for the program days' union).
 * Its values come as `sql.placeholder(...)`s. It runs on the database's own pool, never
 * inside a transaction.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
