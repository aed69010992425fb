/**
 * Where the write limits (@wolfpack/rules/shared/write-limits) meet the database. A member's
 * write runs in a transaction whose first statement adds one to the member's counter of
 * each of the kind's windows (one upsert, however many writes the window holds). The
 * counters' rows stay locked until the write commits, so concurrent writes of one member,
 * on any instance, queue there for those milliseconds and exactly the first within the
 * limits pass. A refused write, or one that fails for any other reason, rolls back with
 * its count: it is never counted, so hammering does not make the wait longer.
 */
import { type Database, schema, sql, type Transaction } from "@wolfpack/db";
import {
  type WriteKind,
  type WriteLimits,
  writeDecision,
  writeLimitMessage,
  writeWindowStart,
} from "@wolfpack/rules/shared/write-limits";
import { type Requester, tooManyAttempts } from "./requester.ts";

const counts = schema.writeCounts;

/** What counting a member's write needs of the request's context. */
export interface Writer extends Requester {
  db: Database;
  member: { id: string };
  writeLimits: WriteLimits;
}

/** Runs a member's write of this kind in a transaction that first counts it: 429 with Retry-After when over a limit. */
export function limitedWrite<T>(ctx: Writer, kind: WriteKind, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await countWrite(tx, ctx, kind);
    return write(tx);
  });
}

async function countWrite(tx: Transaction, ctx: Writer, kind: WriteKind): Promise<void> {
  const limits = ctx.writeLimits[kind];
  if (limits.length === 0) return;
  const now = new Date();
  const windowSeconds = (windowMs: number) => Math.round(windowMs / 1000);
  const counted = await tx
    .insert(counts)
    .values(
      limits.map((limit) => ({
        userId: ctx.member.id,
        kind,
        windowSeconds: windowSeconds(limit.windowMs),
        windowStart: writeWindowStart(now, limit.windowMs),
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [counts.userId, counts.kind, counts.windowSeconds, counts.windowStart],
      set: { count: sql`${counts.count} + 1` },
    })
    .returning({ windowSeconds: counts.windowSeconds, count: counts.count });
  const decision = writeDecision(
    limits.map((limit) => ({
      limit,
      count: counted.find((row) => row.windowSeconds === windowSeconds(limit.windowMs))?.count ?? 1,
    })),
    now,
  );
  if (!decision.allowed) {
    throw tooManyAttempts(ctx, decision.retryAt, now, writeLimitMessage(kind, decision.limit, decision.retryAt, now));
  }
}

/** Counters whose window has ended serve no limit any more; the server sweeps them on a schedule. */
export async function deleteEndedWriteCounts(db: Database): Promise<void> {
  await db.delete(counts).where(sql`${counts.windowStart} + ${counts.windowSeconds} * interval '1 second' < now()`);
}
