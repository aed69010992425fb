import { schema, sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

describe("admin access", () => {
  it("gives 401 to visitors, 403 to members and the figures to admins", async () => {
    await expect(t.caller().api.admin.analytics()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const wolf = await t.member();
    await expect(wolf.api.admin.analytics()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(wolf.api.admin.engagement()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const analytics = await admin.api.admin.analytics();
    expect(analytics.totalUsers).toBeGreaterThanOrEqual(2);
    const { rows } = await admin.api.admin.engagement();
    expect(rows.find((row) => row.userId === wolf.profile.id)).toMatchObject({ username: wolf.username });
    expect(rows[0]).not.toHaveProperty("passwordHash");
  });
});

describe("the figures", () => {
  it("count premium members as their tier stands today: a lapsed premium is free again", async () => {
    const figures = await openTestApi();
    try {
      const admin = await figures.member({ username: "figures_admin" });
      await figures.makeAdmin(admin.profile.id);
      const day = 24 * 60 * 60 * 1000;
      await figures.db.insert(schema.users).values(
        [new Date(Date.now() + day), null, new Date(Date.now() - day)].map((membershipExpiresAt, i) => ({
          username: `premium_${i}`,
          email: `premium${i}@example.com`,
          passwordHash: "not a real hash",
          membershipTier: "premium" as const,
          membershipExpiresAt,
        })),
      );
      const analytics = await admin.api.admin.analytics();
      const { rows } = await admin.api.admin.engagement({ limit: 200 });
      expect(rows.filter((row) => row.membershipTier === "premium")).toHaveLength(2);
      expect(analytics.premiumUsers).toBe(2);
      expect(analytics.totalUsers).toBe(rows.length);
    } finally {
      await figures.close();
    }
  });
});

describe("the member table", () => {
  it("pages most recently active first, never signed in last, without repeating or skipping anyone", async () => {
    const table = await openTestApi();
    try {
      const admin = await table.member({ username: "table_admin" });
      await table.makeAdmin(admin.profile.id);
      // Sign-ins a few microseconds apart and at the same instant, and members who never signed in.
      const base = "2026-11-20 10:00:00.123";
      await table.db.insert(schema.users).values(
        Array.from({ length: 23 }, (_, i) => ({
          username: `paged_${String(i).padStart(2, "0")}`,
          email: `paged${i}@example.com`,
          passwordHash: "not a real hash",
        })),
      );
      await table.db.execute(
        sql`update users set last_login_at = case
          when username < 'paged_08' then ${base}::timestamptz + (right(username, 2)::int * interval '1 microsecond')
          when username < 'paged_16' then ${base}::timestamptz
          else null end
          where username like 'paged\_%'`,
      );
      const expected = await table.db.execute(
        sql`select id from users order by last_login_at desc nulls last, id desc`,
      );
      const expectedIds = (Array.isArray(expected) ? expected : (expected as { rows: { id: string }[] }).rows).map(
        (row: { id: string }) => row.id,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { rows: { userId: string }[]; nextCursor: string | null } = await admin.api.admin.engagement({
          limit: 4,
          cursor,
        });
        seen.push(...page.rows.map((row) => row.userId));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(seen).toEqual(expectedIds);

      const found = await admin.api.admin.engagement({ search: "PAGED_1" });
      expect(found.rows.map((row) => row.username).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `paged_1${i}`));
      expect((await admin.api.admin.engagement({ search: "%" })).rows).toEqual([]);
      for (const cursor of ["not-a-cursor", `${admin.profile.id}|yesterday`, `${admin.profile.id}||`]) {
        await expect(admin.api.admin.engagement({ cursor })).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: "Cursor is not one this server gave",
        });
      }
    } finally {
      await table.close();
    }
  });

  it("goes on where the page ended when its last member signs in before the next page is asked for", async () => {
    const table = await openTestApi();
    try {
      const admin = await table.member({ username: "watching_admin" });
      await table.makeAdmin(admin.profile.id);
      await table.db.insert(schema.users).values(
        Array.from({ length: 6 }, (_, i) => ({
          username: `moving_${i}`,
          email: `moving${i}@example.com`,
          passwordHash: "not a real hash",
          // moving_0 signed in most recently, moving_5 longest ago.
          lastLoginAt: new Date(Date.UTC(2026, 10, 20, 12 - i)),
        })),
      );
      const first = await admin.api.admin.engagement({ search: "moving_", limit: 3 });
      expect(first.rows.map((row) => row.username)).toEqual(["moving_0", "moving_1", "moving_2"]);
      // moving_2, the page's last member, signs in now: it moves to the top of the table.
      await table.db.execute(sql`update users set last_login_at = now() where username = 'moving_2'`);
      const next = await admin.api.admin.engagement({ search: "moving_", limit: 3, cursor: first.nextCursor });
      expect(next.rows.map((row) => row.username)).toEqual(["moving_3", "moving_4", "moving_5"]);
      expect(next.nextCursor).toBeNull();
    } finally {
      await table.close();
    }
  });
});
