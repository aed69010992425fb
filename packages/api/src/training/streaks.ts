import { type Database, schema, sql } from "@wolfpack/db";

/**
 * Zeroes the stored workout streak of every member who trained neither today nor
 * yesterday on their own calendar, so that what the database orders by (leaderboards,
 * the admin table) matches what members see. Reads apply the same rule at once
 * (`effectiveStreak`, rules/training/streak.ts); this keeps the column itself at most one
 * sweep behind. test/streak-sweep.test.ts holds this SQL to that rule.
 */
export async function resetLapsedStreaks(db: Database, now = new Date()): Promise<number> {
  const u = schema.users;
  const lapsed = await db
    .update(u)
    .set({ currentStreak: 0 })
    .where(
      sql`${u.currentStreak} > 0 and (
        ${u.lastWorkoutCompletedAt} is null
        or (${u.lastWorkoutCompletedAt} at time zone ${u.timezone})::date
          < (${now.toISOString()}::timestamptz at time zone ${u.timezone})::date - 1
      )`,
    )
    .returning({ id: u.id });
  return lapsed.length;
}
