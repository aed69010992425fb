/** When each reminder next comes due, kept on its row for the push sender (docs/push.md). */
import { type Database, eq, schema, sql } from "@wolfpack/db";
import { nextReminderDue } from "@wolfpack/rules/habits/reminders";

const reminders = schema.habitReminders;

/**
 * Sets the next due instant of each of a member's reminders for their zone, from `now`:
 * after their zone changes. One statement for all of them (at most MAX_REMINDERS).
 */
export async function rescheduleReminders(
  db: Pick<Database, "select" | "execute">,
  memberId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const rows = await db
    .select({ id: reminders.id, reminderTime: reminders.reminderTime })
    .from(reminders)
    .where(eq(reminders.userId, memberId));
  if (rows.length === 0) return;
  const dues = rows.map((row) => ({
    id: row.id,
    next_due: nextReminderDue(row.reminderTime, timeZone, now)?.toISOString() ?? null,
  }));
  await db.execute(sql`
    update habit_reminders as r set next_due = v.next_due
    from jsonb_to_recordset(${JSON.stringify(dues)}::jsonb) as v(id integer, next_due timestamptz)
    where r.id = v.id`);
}
