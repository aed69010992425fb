import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import { queryRows } from "../src/db-rows.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";
import { usernameColumns } from "../src/username-skeletons.ts";
import { newMember, tablesCountedBy } from "./fixtures.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The tables of what members see of each other, besides the members themselves (migration 0017). */
const PACK_TABLES = ["community_posts", "friendships", "group_memberships", "groups", "post_comments", "post_likes"];

/** The pack's count: the sum of its slots. */
async function packCount(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(handle.db, sql`select sum(version) as count from pack_versions`);
  return Number(row?.count);
}

describe("the count of writes to what members see of each other (migration 0017)", () => {
  it("is kept on the feed's, the friends' and the groups' tables, and on what others see of a member", async () => {
    const rows = await tablesCountedBy(handle.db, "pack");
    expect(rows).toEqual([...PACK_TABLES, "users"].sort().map((table) => ({ table, deferred: true })));
  });

  it("rises once per transaction that changes what others see, and not for anything else", async () => {
    const author = await newMember(handle.db, "packauthor");
    const reader = await newMember(handle.db, "packreader");
    let count = await packCount();

    // A post and a like in one transaction: one write.
    await handle.db.transaction(async (tx) => {
      const [post] = await tx
        .insert(schema.communityPosts)
        .values({ userId: author, title: "Day 1", content: "Done." })
        .returning({ id: schema.communityPosts.id });
      if (!post) throw new Error("no post written");
      await tx.insert(schema.postLikes).values({ postId: post.id, userId: reader });
    });
    expect(await packCount()).toBe(count + 1);
    count += 1;

    // The boards' counts, and a new name: what others see.
    await handle.db
      .update(schema.users)
      .set({ workoutsCompleted: 1, totalMinutes: 30 })
      .where(eq(schema.users.id, author));
    expect(await packCount()).toBe(count + 1);
    await handle.db.update(schema.users).set(usernameColumns("packauthor2")).where(eq(schema.users.id, author));
    expect(await packCount()).toBe(count + 2);
    count += 2;

    // What only the member sees, the same counts written again, and a write undone: nothing.
    await handle.db
      .update(schema.users)
      .set({ timezone: "Europe/Oslo", lastLoginAt: new Date(), rowsVersion: 7 })
      .where(eq(schema.users.id, author));
    await handle.db.update(schema.users).set({ workoutsCompleted: 1 }).where(eq(schema.users.id, author));
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(schema.communityPosts).values({ userId: reader, title: "Undone", content: "No." });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await packCount()).toBe(count);

    // A member who joins, and one who leaves, are on the boards or no longer.
    const leaver = await newMember(handle.db, "packleaver");
    expect(await packCount()).toBe(count + 1);
    await handle.db.delete(schema.users).where(eq(schema.users.id, leaver));
    expect(await packCount()).toBe(count + 2);
  });
});
