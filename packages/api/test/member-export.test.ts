import { eq, inArray, schema, sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyMember } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

async function admin() {
  const coach = await t.member();
  await t.makeAdmin(coach.profile.id);
  return coach;
}

/** Every row of the member table as the dashboard pages it, by member id. */
async function engagementRows(api: Awaited<ReturnType<typeof admin>>["api"]) {
  const rows = new Map<string, unknown>();
  for (let cursor: string | null = null; ; ) {
    const page: Awaited<ReturnType<typeof api.admin.engagement>> = await api.admin.engagement({ cursor, limit: 7 });
    for (const row of page.rows) rows.set(row.userId, row);
    cursor = page.nextCursor;
    if (cursor === null) return rows;
  }
}

describe("the member export", () => {
  it("is for admins only: 401 for visitors, 403 for members", async () => {
    await expect(t.caller().api.admin.memberExport()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const wolf = await t.member();
    await expect(wolf.api.admin.memberExport()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(everyMember(wolf.api).next()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("gives every member once, with the member table's figures", async () => {
    const coach = await admin();
    await t.db.insert(schema.users).values(
      Array.from({ length: 17 }, (_, i) => ({
        username: `export_${i}`,
        email: `export${i}@example.com`,
        passwordHash: "not a real hash",
        workoutsCompleted: i * 3,
        totalMinutes: i * 95,
        lastLoginAt: i % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + i, 8, 30)),
      })),
    );
    const exported = [];
    for (let cursor: string | null = null; ; ) {
      const page: Awaited<ReturnType<typeof coach.api.admin.memberExport>> = await coach.api.admin.memberExport({
        cursor,
        limit: 5,
      });
      expect(page.rows.length).toBeLessThanOrEqual(5);
      exported.push(...page.rows);
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    const ids = exported.map((row) => row.userId);
    expect(new Set(ids).size).toBe(ids.length);
    const table = await engagementRows(coach.api);
    expect(ids.sort()).toEqual([...table.keys()].sort());
    for (const row of exported) expect(row).toEqual(table.get(row.userId));
    expect(exported.find((row) => row.username === "export_4")).toMatchObject({
      workoutsCompleted: 12,
      totalMinutes: 380,
      lastLoginAt: null,
      membershipTier: "free",
    });
  });

  it("skips nobody who signs in while the export is under way", async () => {
    const coach = await admin();
    await t.db.insert(schema.users).values(
      Array.from({ length: 10 }, (_, i) => ({
        username: `moving_${i}`,
        email: `moving${i}@example.com`,
        passwordHash: "not a real hash",
        lastLoginAt: new Date(Date.UTC(2026, 9, 1 + i)),
      })),
    );
    const { totalUsers } = await coach.api.admin.analytics();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof coach.api.admin.memberExport>> = await coach.api.admin.memberExport({
        cursor,
        limit: 4,
      });
      seen.push(...page.rows.map((row) => row.userId));
      cursor = page.nextCursor;
      // Between two pages, every member not written yet signs in: in the table's order
      // (most recently active first) they would all jump ahead of the cursor.
      if (cursor !== null) {
        await t.db
          .update(schema.users)
          .set({ lastLoginAt: new Date() })
          .where(sql`not ${inArray(schema.users.id, seen)}`);
      }
    } while (cursor !== null);
    expect(seen).toHaveLength(totalUsers);
    expect(new Set(seen).size).toBe(totalUsers);
  });

  it("refuses a cursor that is not a member id with 400", async () => {
    const coach = await admin();
    await expect(coach.api.admin.memberExport({ cursor: "not-a-cursor" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Cursor is not one this server gave",
    });
    await expect(coach.api.admin.memberExport({ limit: 1001 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Limit must be between 1 and 1000",
    });
  });

  it("reads a lapsed premium as free, as the member table does", async () => {
    const coach = await admin();
    const lapsed = await t.member();
    await t.db
      .update(schema.users)
      .set({ membershipTier: "premium", membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, lapsed.profile.id));
    const rows = [];
    for await (const page of everyMember(coach.api)) rows.push(...page);
    expect(rows.find((row) => row.userId === lapsed.profile.id)?.membershipTier).toBe("free");
  });
});
