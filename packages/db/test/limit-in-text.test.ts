import { desc, lt, sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres } from "../src/client.ts";
import { queryRows } from "../src/db-rows.ts";
import { limitInText } from "../src/limit-in-text.ts";
import * as schema from "../src/schema.ts";
import { createTestDb, testDriver } from "../src/testing.ts";
import { usernameColumns } from "../src/username-skeletons.ts";

const t = await createTestDb();
const users = schema.users;

beforeAll(async () => {
  await t.db.insert(users).values(
    ["ava", "ben", "cal"].map((name) => ({
      ...usernameColumns(name),
      email: `${name}@example.com`,
      passwordHash: "!",
    })),
  );
});
afterAll(() => t.close());

describe("a LIMIT in the statement's text", () => {
  it("is written as the number, not sent as a value, and limits the rows", async () => {
    const query = t.db
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.username} > ${sql.placeholder("after")}`)
      .orderBy(desc(users.username))
      .limit(limitInText(2));
    const { sql: text, params } = query.toSQL();
    expect(text).toMatch(/ limit 2$/);
    expect(params).toEqual([{ name: "after" }]);
    expect(await query.prepare("two_after").execute({ after: "a" })).toEqual([
      { username: "cal" },
      { username: "ben" },
    ]);
  });

  it("takes only a whole number of rows", () => {
    for (const rows of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => limitInText(rows)).toThrow(RangeError);
    expect(t.db.select().from(users).limit(limitInText(0)).toSQL().sql).toMatch(/ limit 0$/);
  });

  it.runIf(testDriver() === "postgres")("lets PostgreSQL keep one plan for a page of a large table", async () => {
    // One connection, so the table, the statement and the view of it share a session. At
    // this size a LIMIT sent as a value is planned afresh on every run.
    const own = connectPostgres(t.url ?? "", 1);
    const rows = pgTable("paged_rows", { id: integer("id").primaryKey() });
    try {
      await own.db.execute(sql`create temporary table paged_rows as select g as id from generate_series(1, 100000) g`);
      await own.db.execute(sql`alter table paged_rows add primary key (id)`);
      await own.db.execute(sql`analyze paged_rows`);
      const prepared = own.db
        .select()
        .from(rows)
        .where(lt(rows.id, sql.placeholder("before")))
        .orderBy(desc(rows.id))
        .limit(limitInText(20))
        .prepare("paged_rows_page");
      for (let run = 0; run < 8; run += 1) expect(await prepared.execute({ before: 50 })).toHaveLength(20);
      const [plans] = await queryRows<{ generic: number }>(
        own.db,
        sql`select generic_plans::int as generic from pg_prepared_statements where statement like '%from "paged_rows"%'`,
      );
      expect(plans?.generic).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
