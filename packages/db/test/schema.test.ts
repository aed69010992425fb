import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

let counter = 0;
async function newMember(overrides: Partial<schema.NewUser> = {}) {
  counter += 1;
  const [member] = await handle.db
    .insert(schema.users)
    .values({ username: `member${counter}`, email: `member${counter}@example.com`, passwordHash: "x", ...overrides })
    .returning();
  if (!member) throw new Error("no member inserted");
  return member;
}

async function newWorkout(day: number | null = null) {
  const [workout] = await handle.db
    .insert(schema.workouts)
    .values({ title: "Hunt", category: "Strength", duration: 30, difficulty: "Beginner", day })
    .returning();
  if (!workout) throw new Error("no workout inserted");
  return workout;
}

/** Resolves to the failure's PostgreSQL code, wherever the driver put it. */
async function failureCode(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe("schema", () => {
  it("applies the spec's defaults to a new member", async () => {
    const member = await newMember();
    expect(member).toMatchObject({
      isAdmin: false,
      membershipTier: "free",
      level: 1,
      workoutsCompleted: 0,
      currentStreak: 0,
      totalMinutes: 0,
      totalXP: 0,
      daysWithoutSmoking: 0,
      daysWithoutDrinking: 0,
      daysWithoutSugar: 0,
      daysReading: 0,
      timezone: "UTC",
      country: null,
    });
    expect(member.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps usernames unique whatever their letter case, and e-mails unique", async () => {
    await newMember({ username: "GreyWolf", email: "grey@example.com" });
    expect(await failureCode(newMember({ username: "greywolf" }))).toBe("23505");
    expect(await failureCode(newMember({ email: "grey@example.com" }))).toBe("23505");
  });

  it("allows one log per member, habit and day", async () => {
    const member = await newMember();
    const log = { userId: member.id, habitType: "reading" as const, date: "2026-11-20", completed: true };
    await handle.db.insert(schema.habitLogs).values(log);
    expect(await failureCode(handle.db.insert(schema.habitLogs).values(log))).toBe("23505");
    // Another habit, or another day, is fine.
    await handle.db.insert(schema.habitLogs).values({ ...log, habitType: "sugar" });
    await handle.db.insert(schema.habitLogs).values({ ...log, date: "2026-11-21" });
  });

  it("allows one like per member and post", async () => {
    const member = await newMember();
    const [post] = await handle.db
      .insert(schema.communityPosts)
      .values({ userId: member.id, title: "First hunt", content: "Done." })
      .returning();
    if (!post) throw new Error("no post");
    expect(post).toMatchObject({ type: "general", likes: 0, comments: 0 });
    await handle.db.insert(schema.postLikes).values({ postId: post.id, userId: member.id });
    expect(await failureCode(handle.db.insert(schema.postLikes).values({ postId: post.id, userId: member.id }))).toBe(
      "23505",
    );
  });

  it("allows one membership per member and group, with 10 members by default", async () => {
    const member = await newMember();
    const [group] = await handle.db
      .insert(schema.groups)
      .values({ name: "Night Hunters", createdBy: member.id })
      .returning();
    if (!group) throw new Error("no group");
    expect(group.maxMembers).toBe(10);
    await handle.db.insert(schema.groupMemberships).values({ groupId: group.id, userId: member.id });
    expect(
      await failureCode(handle.db.insert(schema.groupMemberships).values({ groupId: group.id, userId: member.id })),
    ).toBe("23505");
  });

  it("refuses program days outside 1-100, a workout without a title, and a friendship with oneself", async () => {
    expect(await failureCode(newWorkout(101))).toBe("23514");
    expect(
      await failureCode(
        handle.db.execute(sql`insert into workouts (category, duration, difficulty) values ('Cardio', 20, 'Beginner')`),
      ),
    ).toBe("23502");
    const member = await newMember();
    expect(
      await failureCode(handle.db.insert(schema.friendships).values({ userId: member.id, friendId: member.id })),
    ).toBe("23514");
  });

  it("refuses a reminder time that is not HH:MM on a 24-hour clock", async () => {
    const member = await newMember();
    await handle.db
      .insert(schema.habitReminders)
      .values({ userId: member.id, habitType: "sugar", reminderTime: "09:00" });
    expect(
      await failureCode(
        handle.db
          .insert(schema.habitReminders)
          .values({ userId: member.id, habitType: "sugar", reminderTime: "24:10" }),
      ),
    ).toBe("23514");
  });

  it("removes a member's sessions and logs with the member", async () => {
    const member = await newMember();
    await handle.db
      .insert(schema.sessions)
      .values({ id: "s1", userId: member.id, expiresAt: new Date(Date.now() + 1000) });
    const workout = await newWorkout();
    await handle.db
      .insert(schema.userWorkouts)
      .values({ userId: member.id, workoutId: workout.id, localDate: "2026-11-20", duration: 30 });
    await handle.db.delete(schema.users).where(eq(schema.users.id, member.id));
    const sessions = await handle.db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id));
    const logs = await handle.db.select().from(schema.userWorkouts).where(eq(schema.userWorkouts.userId, member.id));
    expect(sessions).toHaveLength(0);
    expect(logs).toHaveLength(0);
  });

  it("keeps money exact", async () => {
    const [gear] = await handle.db
      .insert(schema.gearProducts)
      .values({
        title: "Pack Hoodie",
        category: "Apparel",
        price: 59.99,
        originalPrice: 79.99,
        affiliateUrl: "https://example.com",
      })
      .returning();
    expect(gear).toMatchObject({ price: 59.99, originalPrice: 79.99, featured: false });
  });
});

describe("migrations", () => {
  it("apply once: reopening a database keeps its data and adds no migration twice", async () => {
    const { createDb } = await import("../src/client.ts");
    const migrationCount = async (db: DbHandle["db"]) => {
      const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      // postgres-js returns the rows, PGlite a result holding them.
      const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows) as {
        n: number;
      }[];
      return list[0]?.n;
    };
    const url = (handle as DbHandle & { url?: string }).url;
    const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), "wolfpack-db-"));
    const open = () => createDb(url ? { databaseUrl: url, poolSize: 1 } : { dataDir });

    const first = await open();
    const before = await migrationCount(first.db);
    await first.db
      .insert(schema.users)
      .values({ username: "Persisted", email: "persisted@example.com", passwordHash: "x" });
    await first.close();

    const second = await open();
    expect(await migrationCount(second.db)).toBe(before);
    const [kept] = await second.db.select().from(schema.users).where(eq(schema.users.email, "persisted@example.com"));
    await second.close();
    expect(kept?.username).toBe("Persisted");
  });
});
