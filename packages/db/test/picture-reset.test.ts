import { readFileSync } from "node:fs";
import { APP_AVATARS, COACH_AVATAR, DEFAULT_AVATAR, isMemberPicture } from "@wolfpack/rules/auth/pictures";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import * as schema from "../src/schema.ts";
import { createTestDb } from "../src/testing.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const MIGRATION = new URL("../drizzle/0010_username_skeletons_and_pictures.sql", import.meta.url);

/** The migration's hand-written statements that drop pictures the rule does not allow. */
function pictureReset(): string[] {
  const text = readFileSync(MIGRATION, "utf8");
  const start = text.indexOf("-- Hand-written: members' pictures");
  const end = text.indexOf("-- End of hand-written.", start);
  if (start < 0 || end < 0) throw new Error("the picture reset is not in migration 0010");
  return text
    .slice(start, end)
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** What members' rows may hold from before the rule, good and bad. */
const STORED = [
  ...APP_AVATARS.map((avatar) => avatar.path),
  DEFAULT_AVATAR,
  COACH_AVATAR,
  "/uploads/Ab0_-Ab0_-Ab0_-Ab0_-Ab0_.png",
  "/uploads/Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9.jpg",
  "/uploads/Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9.gif",
  "/uploads/short.png",
  "/uploads/../api/admin/members.csv",
  "/uploads/Ab0_-Ab0_-Ab0_-Ab0_-Ab0_.png\nx",
  "/uploads/Ab0_-Ab0_-Ab0_-Ab0_-Ab0_.svg",
  "/api/admin/members.csv",
  "https://evil.test/track.png",
  "http://images.example/wolf.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "/images/avatars/wolf-red.svg?v=2",
  "/images/logo.svg",
  "/IMAGES/AVATARS/DEFAULT.SVG",
];

describe("migration 0010's picture reset", () => {
  it("keeps exactly the pictures the rule allows, in each of the three columns", async () => {
    const rows = STORED.map((picture, n) => ({
      username: `pictured${n}`,
      email: `pictured${n}@example.com`,
      passwordHash: "x",
      avatar: picture,
      beforePhoto: picture,
      afterPhoto: STORED[(n + 1) % STORED.length] ?? null,
    }));
    const inserted = await handle.db.insert(schema.users).values(rows).returning({ id: schema.users.id });

    for (const statement of pictureReset()) await handle.db.execute(sql.raw(statement));

    const after = await handle.db
      .select({
        email: schema.users.email,
        avatar: schema.users.avatar,
        beforePhoto: schema.users.beforePhoto,
        afterPhoto: schema.users.afterPhoto,
      })
      .from(schema.users)
      .where(
        inArray(
          schema.users.id,
          inserted.map((row) => row.id),
        ),
      );
    const expected = rows.map((row) => ({
      email: row.email,
      avatar: isMemberPicture(row.avatar) ? row.avatar : null,
      beforePhoto: isMemberPicture(row.beforePhoto) ? row.beforePhoto : null,
      afterPhoto: row.afterPhoto && isMemberPicture(row.afterPhoto) ? row.afterPhoto : null,
    }));
    expect(after.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      expected.sort((a, b) => a.email.localeCompare(b.email)),
    );
    // The sample holds both kinds, so the comparison means something.
    expect(expected.filter((row) => row.avatar === null).length).toBeGreaterThan(5);
    expect(expected.filter((row) => row.avatar !== null).length).toBeGreaterThan(5);
  });
});
