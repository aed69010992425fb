import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";
import { usernameColumns } from "../src/username-skeletons.ts";

/**
 * Every test file's database starts as the migrated template, whatever the file before it
 * did: on PGlite the instance a closed file gave back is emptied and lent again (testing.ts).
 */
describe("a test file's database", () => {
  it("holds none of an earlier file's members, and the template's own rows", async () => {
    const earlier = await createTestDb();
    const tallies = await earlier.db.select().from(schema.memberTallies);
    await earlier.db
      .insert(schema.users)
      .values({ ...usernameColumns("left_behind"), email: "left_behind@example.com", passwordHash: "!" });
    expect(await earlier.db.select({ n: count() }).from(schema.users)).toEqual([{ n: 1 }]);
    await earlier.close();

    const next = await createTestDb();
    try {
      expect(await next.db.select({ n: count() }).from(schema.users)).toEqual([{ n: 0 }]);
      expect(await next.db.select({ n: count() }).from(schema.memberTallyChanges)).toEqual([{ n: 0 }]);
      expect(await next.db.select().from(schema.memberTallies)).toEqual(tallies);
    } finally {
      await next.close();
    }
  });

  it("has none of the tables an earlier file made", async () => {
    const earlier = await createTestDb();
    await earlier.db.execute(sql`create table left_behind (id integer)`);
    await earlier.close();

    const next = await createTestDb();
    try {
      await expect(next.db.execute(sql`select * from left_behind`)).rejects.toThrow(/left_behind/);
    } finally {
      await next.close();
    }
  });

  it("answers no query once the file closed it", async () => {
    const closed = await createTestDb();
    await closed.close();
    await expect(closed.db.select({ n: count() }).from(schema.users)).rejects.toThrow();
  });
});
