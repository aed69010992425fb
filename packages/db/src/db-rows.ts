import type { SQL } from "drizzle-orm";
import type { Database, Transaction } from "./database.ts";

/** The rows of a raw statement: postgres-js answers with the rows, PGlite with an object that holds them. */
export async function queryRows<R>(db: Database | Transaction, query: SQL): Promise<R[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as R[]) : (result as { rows: R[] }).rows;
}
