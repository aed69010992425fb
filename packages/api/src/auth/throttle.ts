import { and, type Database, eq, gt, schema, sql } from "@wolfpack/db";
import { type FailureCount, loginThrottle, THROTTLE_WINDOW_MS } from "../rules/login-throttle.ts";

async function failuresSince(
  db: Database,
  column: "email" | "clientAddress",
  value: string,
  since: Date,
): Promise<FailureCount> {
  const table = schema.loginAttempts;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${table.attemptedAt})` })
    .from(table)
    .where(and(eq(table[column], value), gt(table.attemptedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Applies the throttle rule to the failures recorded in the database. */
export async function checkLoginThrottle(db: Database, email: string, clientAddress: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byEmail, byClient] = await Promise.all([
    failuresSince(db, "email", email, since),
    failuresSince(db, "clientAddress", clientAddress, since),
  ]);
  return loginThrottle(byEmail, byClient);
}

export async function recordLoginFailure(db: Database, email: string, clientAddress: string) {
  await db.insert(schema.loginAttempts).values({ email, clientAddress });
  // Old rows serve no rule any more; clear them as we go so the table stays small.
  await db.delete(schema.loginAttempts).where(sql`${schema.loginAttempts.attemptedAt} < now() - interval '1 day'`);
}

export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.email, email));
}
