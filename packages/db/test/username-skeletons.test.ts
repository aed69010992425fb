import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { usernameSkeletons } from "@wolfpack/rules/auth/usernames";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../src/client.ts";
import * as schema from "../src/schema.ts";
import { createTestDb, testDriver } from "../src/testing.ts";
import { fillUsernameSkeletons, usernameColumns } from "../src/username-skeletons.ts";

let handle: DbHandle & { url?: string };
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const { users } = schema;
const DAY_MS = 86_400_000;

/** A member as signed up before migration 0010: a name and no skeletons. */
async function olderMember(db: DbHandle["db"], username: string, daysAgo: number) {
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${encodeURIComponent(username)}@example.com`,
      passwordHash: "x",
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("no member inserted");
  return row.id;
}

async function skeletonsOf(db: DbHandle["db"], ids: string[]) {
  const rows = await db
    .select({ id: users.id, lower: users.usernameSkeletonLower, upper: users.usernameSkeletonUpper })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { lower: row.lower, upper: row.upper }]));
}

describe("members from before names were compared by their look", () => {
  it("get their skeletons; of two older look-alikes the first keeps them, and a new look-alike clashes", async () => {
    const first = await olderMember(handle.db, "GreyMane", 30);
    const later = await olderMember(handle.db, "Grey\u041Cane", 20); // Cyrillic capital Em
    const other = await olderMember(handle.db, "LoneRider", 10);

    expect(await fillUsernameSkeletons(handle.db)).toBe(1);
    const stored = await skeletonsOf(handle.db, [first, later, other]);
    expect(stored.get(first)).toEqual(usernameSkeletons("GreyMane"));
    expect(stored.get(other)).toEqual(usernameSkeletons("LoneRider"));
    // The later one keeps its name, with no skeleton where it clashes with the first.
    expect(stored.get(later)?.upper).toBeNull();

    // Nothing left to do but the clash, which stays as it is.
    expect(await fillUsernameSkeletons(handle.db)).toBe(1);
    expect(await skeletonsOf(handle.db, [first, later, other])).toEqual(stored);

    // The unique index holds for anyone writing a look-alike name now.
    await expect(
      handle.db
        .insert(users)
        .values({ ...usernameColumns("GREYMANE"), email: "new-grey@example.com", passwordHash: "x" }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23505" }) });
  });

  it("are filled in when the database is next opened", async () => {
    let reopen: () => Promise<DbHandle>;
    let done = async () => {};
    let db: DbHandle["db"];
    if (testDriver() === "postgres") {
      const url = handle.url as string;
      db = handle.db;
      reopen = () => createDb({ databaseUrl: url, poolSize: 1 });
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "wolfpack-skeletons-"));
      const first = await createDb({ dataDir });
      db = first.db;
      reopen = async () => {
        await first.close();
        return createDb({ dataDir });
      };
      done = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const id = await olderMember(db, "StartUpWolf", 5);
      const reopened = await reopen();
      try {
        const stored = await skeletonsOf(reopened.db, [id]);
        expect(stored.get(id)).toEqual(usernameSkeletons("StartUpWolf"));
      } finally {
        await reopened.close();
      }
    } finally {
      await done();
    }
  });
});

describe("usernameColumns", () => {
  it("writes the name with both its skeletons", async () => {
    const [row] = await handle.db
      .insert(users)
      .values({ ...usernameColumns("Fresh_Wolf"), email: "fresh-wolf@example.com", passwordHash: "x" })
      .returning();
    const [stored] = await handle.db
      .select()
      .from(users)
      .where(eq(users.id, row?.id ?? ""));
    expect(stored).toMatchObject({
      username: "Fresh_Wolf",
      usernameSkeletonLower: usernameSkeletons("Fresh_Wolf").lower,
      usernameSkeletonUpper: usernameSkeletons("Fresh_Wolf").upper,
    });
  });
});
