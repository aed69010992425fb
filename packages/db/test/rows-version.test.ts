import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import { queryRows } from "../src/db-rows.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";
import { newMember } from "./fixtures.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The tables of the reads the server keeps (the api's memberRows with `kept`): the member's own rows. */
const OWN_TABLES = [
  "habit_logs",
  "habit_reminders",
  "program_day_marks",
  "program_pauses",
  "user_achievements",
  "user_ebooks",
  "user_workouts",
];

async function countOf(memberId: string): Promise<number> {
  const [row] = await handle.db
    .select({ version: schema.users.rowsVersion })
    .from(schema.users)
    .where(eq(schema.users.id, memberId));
  return row?.version ?? Number.NaN;
}

describe("the count of writes to a member's own rows (migration 0016)", () => {
  it("is kept on every table of the reads the server keeps, for inserts, updates and deletes", async () => {
    const rows = await queryRows<{ table: string; events: string }>(
      handle.db,
      sql`
      select c.relname as "table", string_agg(t.tgname, ',' order by t.tgname) as events
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'count_own_rows_write' group by c.relname order by c.relname`,
    );
    expect(rows.map((row) => row.table)).toEqual(OWN_TABLES);
    for (const row of rows) {
      expect(row.events).toBe(["deleted", "inserted", "updated"].map((event) => `${row.table}_${event}`).join(","));
    }
  });

  it("rises once per statement for the member written to, and for no one else", async () => {
    const writer = await newMember(handle.db, "countwriter");
    const bystander = await newMember(handle.db, "countbystander");
    const logs = schema.habitLogs;
    const start = await countOf(writer);

    // Three rows in one statement: one write.
    await handle.db.insert(logs).values(
      ["2026-11-01", "2026-11-02", "2026-11-03"].map((date) => ({
        userId: writer,
        habitType: "reading" as const,
        date,
        completed: true,
      })),
    );
    expect(await countOf(writer)).toBe(start + 1);
    await handle.db.update(logs).set({ notes: "ten pages" }).where(eq(logs.userId, writer));
    expect(await countOf(writer)).toBe(start + 2);
    await handle.db.insert(schema.programDayMarks).values({ userId: writer, day: 3 });
    expect(await countOf(writer)).toBe(start + 3);
    await handle.db.delete(logs).where(eq(logs.userId, writer));
    expect(await countOf(writer)).toBe(start + 4);
    // A statement that changes nothing counts nothing.
    await handle.db.delete(logs).where(eq(logs.userId, writer));
    expect(await countOf(writer)).toBe(start + 4);
    expect(await countOf(bystander)).toBe(0);
  });

  it("counts a session's bests for the session's member (migration 0018)", async () => {
    const lifter = await newMember(handle.db, "countlifter");
    const bystander = await newMember(handle.db, "countbystander2");
    const [workout] = await handle.db
      .insert(schema.workouts)
      .values({ title: "Counted lifts", category: "strength", duration: 30, difficulty: "beginner" })
      .returning({ id: schema.workouts.id });
    const [session] = await handle.db
      .insert(schema.userWorkouts)
      .values({ userId: lifter, workoutId: workout?.id ?? 0, localDate: "2026-11-02", duration: 30 })
      .returning({ id: schema.userWorkouts.id });
    const userWorkoutId = session?.id ?? 0;
    const start = await countOf(lifter);
    const bests = schema.sessionOneRepMaxes;

    // Written, corrected and removed on their own, as a coach's fix in SQL would.
    await handle.db.insert(bests).values([
      { userWorkoutId, exerciseName: "Squat", kg: 100, lb: 220 },
      { userWorkoutId, exerciseName: "Bench Press", kg: 70, lb: 154 },
    ]);
    expect(await countOf(lifter)).toBe(start + 1);
    await handle.db.update(bests).set({ kg: 102, lb: 225 }).where(eq(bests.exerciseName, "Squat"));
    expect(await countOf(lifter)).toBe(start + 2);
    await handle.db.delete(bests).where(eq(bests.userWorkoutId, userWorkoutId));
    expect(await countOf(lifter)).toBe(start + 3);
    expect(await countOf(bystander)).toBe(0);
  });
});
