/**
 * Where the throttle rules meet the database. An attempt is written and counted in one
 * short transaction that first takes a lock on its key (the account, or the address for
 * registrations): concurrent attempts on one key queue for those few milliseconds, so of
 * any number arriving at once exactly the first ones within the limits pass. Passwords
 * are checked after the lock is gone.
 */
import { and, type Database, eq, gt, or, schema, sql, type Transaction } from "@wolfpack/db";
import {
  type AttemptCount,
  REGISTRATION_WINDOW_MS,
  registrationDecision,
  SIGN_IN_WINDOW_MS,
  signInDecision,
  type ThrottleDecision,
  type ThrottleLimits,
} from "@wolfpack/rules/auth/throttle";

const toCount = (count: number, oldest: Date | string | null): AttemptCount => ({
  count,
  oldest: oldest ? new Date(oldest) : null,
});

// Any fixed number: the class of the advisory locks throttling takes (see client.ts for the others).
const THROTTLE_LOCK_CLASS = 7_100_300;

async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${key}))`);
}

/** Writes a sign-in attempt and decides on it; a refused attempt is taken back, as it checks nothing. */
export async function reserveSignInAttempt(
  db: Database,
  email: string,
  clientAddress: string,
  limits: ThrottleLimits,
  now = new Date(),
): Promise<ThrottleDecision> {
  const table = schema.loginAttempts;
  return db.transaction(async (tx) => {
    await lockKey(tx, `sign-in:${email}`);
    const [attempt] = await tx
      .insert(table)
      .values({ email, clientAddress, attemptedAt: now })
      .returning({ id: table.id });
    if (!attempt) throw new Error("recording a sign-in attempt returned no row");

    const sameAccount = eq(table.email, email);
    const sameAddress = eq(table.clientAddress, clientAddress);
    const [row] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${sameAccount} and ${sameAddress})::int`,
        pairOldest: sql<string | null>`min(${table.attemptedAt}) filter (where ${sameAccount} and ${sameAddress})`,
        account: sql<number>`count(*) filter (where ${sameAccount})::int`,
        accountOldest: sql<string | null>`min(${table.attemptedAt}) filter (where ${sameAccount})`,
        address: sql<number>`count(*) filter (where ${sameAddress})::int`,
        addressOldest: sql<string | null>`min(${table.attemptedAt}) filter (where ${sameAddress})`,
      })
      .from(table)
      .where(and(gt(table.attemptedAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)), or(sameAccount, sameAddress)));

    const decision = signInDecision(
      {
        accountAndAddress: toCount(row?.pair ?? 1, row?.pairOldest ?? now),
        account: toCount(row?.account ?? 1, row?.accountOldest ?? now),
        address: toCount(row?.address ?? 1, row?.addressOldest ?? now),
      },
      limits,
    );
    // A refused attempt checks nothing, so it is not kept: it would only lengthen the wait.
    if (decision.throttled) await tx.delete(table).where(eq(table.id, attempt.id));
    return decision;
  });
}

/** A right password: this address's failures for the account are forgiven, the attempt included. */
export async function clearSignInFailures(db: Database, email: string, clientAddress: string): Promise<void> {
  const table = schema.loginAttempts;
  await db.delete(table).where(and(eq(table.email, email), eq(table.clientAddress, clientAddress)));
}

/** Writes a registration attempt and decides on it, before any password is hashed. */
export async function reserveRegistration(
  db: Database,
  clientAddress: string,
  limits: ThrottleLimits,
  now = new Date(),
): Promise<ThrottleDecision> {
  const table = schema.registrationAttempts;
  return db.transaction(async (tx) => {
    await lockKey(tx, `registration:${clientAddress}`);
    const [attempt] = await tx.insert(table).values({ clientAddress, attemptedAt: now }).returning({ id: table.id });
    if (!attempt) throw new Error("recording a registration attempt returned no row");
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${table.attemptedAt})` })
      .from(table)
      .where(
        and(
          eq(table.clientAddress, clientAddress),
          gt(table.attemptedAt, new Date(now.getTime() - REGISTRATION_WINDOW_MS)),
        ),
      );
    const decision = registrationDecision(toCount(row?.count ?? 1, row?.oldest ?? now), limits);
    if (decision.throttled) await tx.delete(table).where(eq(table.id, attempt.id));
    return decision;
  });
}

/** Attempts older than a day serve no rule any more; the server sweeps them on a schedule. */
export async function deleteOldAttempts(db: Database): Promise<void> {
  await db.delete(schema.loginAttempts).where(sql`${schema.loginAttempts.attemptedAt} < now() - interval '1 day'`);
  await db
    .delete(schema.registrationAttempts)
    .where(sql`${schema.registrationAttempts.attemptedAt} < now() - interval '1 day'`);
}
