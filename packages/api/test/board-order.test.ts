/**
 * The board order is written once (BOARD_COUNTS, rules/leaderboards/boards.ts); the api
 * builds its ORDER BY and rank comparisons from it, but the migrations' SQL cannot import
 * it. These hold that SQL to the rule: the boards' indexes list the counts in its order,
 * and the trigger that logs each move tallies a member at the place the rule gives them.
 */
import { type DbHandle, eq, queryRows, schema, sql } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { BOARD_COUNTS, boardCountry, usernameOrderKey } from "@wolfpack/rules/leaderboards/boards";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TALLY_COLUMNS, TALLY_PREFIX_LENGTH } from "../src/leaderboards/ranks.ts";
import { seededNumbers } from "./seeded.ts";

const users = schema.users;

/** The start of a tie-break key the last level's tallies are kept by: its first characters, by code point. */
const prefixOf = (key: string) => [...key].slice(0, TALLY_PREFIX_LENGTH).join("");

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

/** An index's keys as the database states them, one a column or expression. */
async function indexKeys(name: string): Promise<string[]> {
  const [row] = await queryRows<{ indexdef: string }>(
    handle.db,
    sql`select indexdef from pg_indexes where tablename = 'users' and indexname = ${name}`,
  );
  const keys = /USING btree \((.*)\) INCLUDE/.exec(row?.indexdef ?? "")?.[1] ?? "";
  // Commas inside an expression's parentheses do not part keys.
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of keys) {
    if (character === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
      continue;
    }
    if (character === "(") depth++;
    if (character === ")") depth--;
    current += character;
  }
  return [...parts, current.trim()];
}

describe("the board order in the database", () => {
  it("orders the global and national boards' indexes by the rule's counts, most first, then the username", async () => {
    const byRule = [...BOARD_COUNTS.map((count) => `${users[count].name} DESC`), 'lower((username COLLATE "C"))'];
    expect(await indexKeys("users_board_idx")).toEqual(byRule);
    expect(await indexKeys("users_national_board_idx")).toEqual(["COALESCE(country, 'USA'::text)", ...byRule]);
  });

  it("tallies every member, through joins, moves and leaves, at the place the rule gives them", async () => {
    const db = handle.db;
    const next = seededNumbers(20261124);
    const names = ["Ava", "ava_", "AVb", "Zed", "émile", "Émile", "kai", "狼王", "🐺wolf"];
    const stats = () => ({
      currentStreak: next(4),
      workoutsCompleted: next(3),
      totalMinutes: next(2) * 30,
      country: ["Canada", null, "USA"][next(3)] ?? null,
    });
    await db.insert(users).values(
      Array.from({ length: 60 }, (_, i) => ({
        username: `${names[i % names.length]}${i}`,
        email: `tallied${i}@example.com`,
        passwordHash: "not a real hash",
        ...stats(),
      })),
    );

    /** Members at each place of each board: as the trigger's moves add up, and as the rule places them. */
    async function expectTalliesByRule() {
      const logged = await queryRows<Record<string, string | number>>(
        db,
        sql`select board, streak, workouts, minutes, prefix, sum(delta)::int as members
          from board_tally_changes group by board, streak, workouts, minutes, prefix having sum(delta) <> 0`,
      );
      const placeOf = (row: Record<string, string | number>) =>
        JSON.stringify([row.board, ...BOARD_COUNTS.map((count) => Number(row[TALLY_COLUMNS[count]])), row.prefix]);
      const tallied = new Map(logged.map((row) => [placeOf(row), Number(row.members)]));
      const byRule = new Map<string, number>();
      for (const member of await db.select().from(users)) {
        for (const board of ["", boardCountry(member.country)]) {
          const place = JSON.stringify([
            board,
            ...BOARD_COUNTS.map((count) => member[count]),
            prefixOf(usernameOrderKey(member.username)),
          ]);
          byRule.set(place, (byRule.get(place) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(tallied)).toEqual(Object.fromEntries(byRule));
    }

    await expectTalliesByRule();
    const members = await db.select().from(users);
    for (const member of members.filter((_, i) => i % 3 === 0)) {
      await db.update(users).set(stats()).where(eq(users.id, member.id));
    }
    await db
      .update(users)
      .set({ username: "ZZ_renamed" })
      .where(eq(users.id, members[1]?.id ?? ""));
    await db.delete(users).where(eq(users.id, members[2]?.id ?? ""));
    await expectTalliesByRule();
  });
});
