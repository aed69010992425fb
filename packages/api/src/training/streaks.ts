import { type Database, schema, sql } from "@wolfpack/db";

/**
 * Zeroes the stored workout streak of every member who trained neither today nor
 * yesterday on their own calendar, unless every day since their last workout but today
 * was paused (program_pauses), so that what the database orders by (leaderboards, the
 * admin table) matches what members see. Reads apply the same rule at once
 * (`effectiveStreak`, rules/training/streak.ts); this keeps the column itself at most one
 * sweep behind. test/streak-sweep.test.ts holds this SQL to that rule.
 */
export async function resetLapsedStreaks(db: Database, now = new Date()): Promise<number> {
  const u = schema.users;
  const p = schema.programPauses;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${u.timezone})::date`;
  const lastDay = sql`(${u.lastWorkoutCompletedAt} at time zone ${u.timezone})::date`;
  const lapsed = await db
    .update(u)
    .set({ currentStreak: 0 })
    .where(
      sql`${u.currentStreak} > 0 and (
        ${u.lastWorkoutCompletedAt} is null
        or (${lastDay} < ${today} - 1 and exists (
          -- a day between the last workout and today that no pause covers
          select from generate_series(${lastDay} + 1, ${today} - 1, interval '1 day') as gap(day)
          where not exists (
            select from ${p} where ${p.userId} = ${u.id} and gap.day::date between ${p.firstDay} and ${p.lastDay}
          )
        ))
      )`,
    )
    .returning({ id: u.id });
  return lapsed.length;
}
