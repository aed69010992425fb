import { sql } from "drizzle-orm";

/**
 * A LIMIT written into a statement's text instead of sent as a value, for a prepared query
 * run on every read. PostgreSQL plans a prepared statement afresh on each run while its
 * generic plan looks dearer than the plans made for the values given, and a generic plan
 * guesses a LIMIT sent as a value at a tenth of the rows: the feed's page and the global
 * board's first hundred were planned on every call (`pg_prepared_statements`: no generic
 * plan after thousands of runs), and the feed's planning took four times its execution
 * (docs/performance.md). With the number in the text, the generic plan is the plan, and
 * PostgreSQL keeps it after its first five runs, provided the statement still has a value
 * of some kind: postgres-js sends one with none as plain text, planned on every call.
 */
export function limitInText(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0)
    throw new RangeError(`A LIMIT must be a whole number of rows, not ${rows}.`);
  // drizzle's limit() writes an SQL chunk as it is (pg-core's dialect), though its type names a number.
  return sql.raw(String(rows)) as unknown as number;
}
