import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";
import { tablesCountedBy } from "./fixtures.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The catalogues' count. */
async function catalogueCount(): Promise<number> {
  const [row] = await handle.db.select({ version: schema.catalogueVersion.version }).from(schema.catalogueVersion);
  return row?.version ?? Number.NaN;
}

describe("the count of writes to the catalogues (migration 0019)", () => {
  it("is kept, at commit, on the workouts, their exercises, the gear, the e-books and the achievements", async () => {
    const rows = await tablesCountedBy(handle.db, "catalogue");
    expect(rows).toEqual(
      ["achievements", "ebooks", "exercises", "gear_products", "workouts"].map((table) => ({ table, deferred: true })),
    );
  });

  it("rises once per transaction that writes a catalogue, and not for a write undone", async () => {
    const start = await catalogueCount();
    // A workout and an exercise in one transaction: one write.
    await handle.db.transaction(async (tx) => {
      await tx
        .insert(schema.workouts)
        .values({ title: "Counted", category: "strength", duration: 20, difficulty: "beginner" });
      await tx.insert(schema.exercises).values({ name: "Counted squat" });
    });
    expect(await catalogueCount()).toBe(start + 1);
    await handle.db.update(schema.workouts).set({ title: "Counted again" }).where(eq(schema.workouts.title, "Counted"));
    expect(await catalogueCount()).toBe(start + 2);
    await handle.db
      .transaction(async (tx) => {
        await tx.delete(schema.workouts).where(eq(schema.workouts.title, "Counted again"));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await catalogueCount()).toBe(start + 2);
  });
});
