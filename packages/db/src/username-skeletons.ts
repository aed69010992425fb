/**
 * Fills in the skeletons of members whose names have none yet: everyone who signed up
 * before migration 0010, whose skeletons SQL cannot compute (they come from Unicode's
 * confusables, in rules/auth/usernames.ts). Runs at every start right after the migrations;
 * once they are filled it finds nothing to do.
 */
import { usernameSkeletons } from "@wolfpack/rules/auth/usernames";
import { and, isNull, or, sql } from "drizzle-orm";
import type { Database } from "./database.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { queryRows } from "./db-rows.ts";
import * as schema from "./schema.ts";

const BATCH = 5000;
/** A sign-up on another instance may take a skeleton between the check and the write. */
const ATTEMPTS = 3;

const { users } = schema;

/**
 * Oldest member first, so that of two older names that look alike the first one keeps
 * its skeleton and the later one keeps null in that column: it keeps its name, and a new
 * name that looks like it still clashes with the first. Answers how many members were
 * left without a skeleton (so: with a name that looks like an earlier member's).
 */
export async function fillUsernameSkeletons(db: Database): Promise<number> {
  let left = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const missing = or(isNull(users.usernameSkeletonLower), isNull(users.usernameSkeletonUpper));
    const batch: { id: string; username: string; createdAt: Date }[] = await db
      .select({ id: users.id, username: users.username, createdAt: users.createdAt })
      .from(users)
      .where(
        after
          ? and(
              missing,
              sql`(${users.createdAt}, ${users.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
            )
          : missing,
      )
      .orderBy(users.createdAt, users.id)
      .limit(BATCH);
    const last = batch.at(-1);
    if (!last) return left;
    left += await fillBatch(db, batch);
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function fillBatch(db: Database, batch: readonly { id: string; username: string }[]): Promise<number> {
  // Within one batch the earlier of two look-alikes keeps the skeleton; the update below
  // only sees rows written before it.
  const seenLower = new Set<string>();
  const seenUpper = new Set<string>();
  const rows = batch.map(({ id, username }) => {
    const { lower, upper } = usernameSkeletons(username);
    const row = { id, lower: seenLower.has(lower) ? null : lower, upper: seenUpper.has(upper) ? null : upper };
    seenLower.add(lower);
    seenUpper.add(upper);
    return row;
  });
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.lower}::text, ${row.upper}::text)`),
    sql`, `,
  );
  for (let attempt = 1; ; attempt++) {
    try {
      const filled = await queryRows<{ unfilled: number }>(
        db,
        sql`
        update users set
          username_skeleton_lower = coalesce(users.username_skeleton_lower, case
            when not exists (select 1 from users taken where taken.username_skeleton_lower = v.lower) then v.lower end),
          username_skeleton_upper = coalesce(users.username_skeleton_upper, case
            when not exists (select 1 from users taken where taken.username_skeleton_upper = v.upper) then v.upper end)
        from (values ${values}) as v(id, lower, upper)
        where users.id = v.id
        returning (users.username_skeleton_lower is null or users.username_skeleton_upper is null)::int as unfilled`,
      );
      return filled.reduce((sum, row) => sum + Number(row.unfilled), 0);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/** A name as the users table stores it: the name and its skeletons, always written together. */
export function usernameColumns(username: string) {
  const { lower, upper } = usernameSkeletons(username);
  return { username, usernameSkeletonLower: lower, usernameSkeletonUpper: upper };
}
