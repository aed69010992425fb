import { TRPCError } from "@trpc/server";
import { and, type Database, desc, eq, gt, isNotNull, isNull, lt, type SQL, schema, sql } from "@wolfpack/db";
import { engagementInput, memberExportInput } from "@wolfpack/rules/admin/inputs";
import { effectiveTier, type MembershipTier } from "@wolfpack/rules/membership/membership";
import type { PausedDays } from "@wolfpack/rules/training/pause";
import { effectiveStreak } from "@wolfpack/rules/training/streak";
import { usernameStartsWith } from "../shared/like.ts";
import { pageOf } from "../shared/paging.ts";
import { adminProcedure, router } from "../trpc.ts";
import { overviewTotals } from "./tallies.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL writes it (ISO DateStyle), to the microsecond. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * A page of the member table ends at its last member's place: their id and their sign-in
 * as PostgreSQL's own text (a JS Date keeps milliseconds, and a page would skip members).
 * `nextCursor` carries that place itself, so a member who signs in between two pages moves
 * up the table without sending the next page back to the top. A bare member id (what a
 * REST client has: the last row's `userId`) is looked up as it stands now.
 */
function cursorAt(row: { userId: string; lastLoginText: string | null }): string {
  return `${row.userId}|${row.lastLoginText ?? ""}`;
}

async function pageEnd(db: Database, cursor: string): Promise<{ id: string; lastLoginAt: string | null }> {
  const refused = new TRPCError({ code: "BAD_REQUEST", message: "Cursor is not one this server gave" });
  const [id = "", lastLoginAt, ...rest] = cursor.split("|");
  if (!UUID.test(id) || rest.length > 0) throw refused;
  if (lastLoginAt !== undefined) {
    if (lastLoginAt !== "" && !STORED_INSTANT.test(lastLoginAt)) throw refused;
    return { id, lastLoginAt: lastLoginAt === "" ? null : lastLoginAt };
  }
  const u = schema.users;
  const [row] = await db
    .select({ id: u.id, lastLoginAt: sql<string | null>`${u.lastLoginAt}::text` })
    .from(u)
    .where(eq(u.id, id));
  if (!row) throw refused;
  return row;
}

const memberTableColumns = {
  userId: schema.users.id,
  username: schema.users.username,
  email: schema.users.email,
  membershipTier: schema.users.membershipTier,
  membershipExpiresAt: schema.users.membershipExpiresAt,
  workoutsCompleted: schema.users.workoutsCompleted,
  totalMinutes: schema.users.totalMinutes,
  currentStreak: schema.users.currentStreak,
  lastWorkoutCompletedAt: schema.users.lastWorkoutCompletedAt,
  timezone: schema.users.timezone,
  pauses: schema.users.pauses,
  lastLoginAt: schema.users.lastLoginAt,
};

/** A row of the member table: tier and streak as they stand today. */
function memberTableRow<
  R extends {
    membershipTier: MembershipTier;
    membershipExpiresAt: Date | null;
    currentStreak: number;
    lastWorkoutCompletedAt: Date | null;
    timezone: string;
    pauses: PausedDays;
  },
>({ membershipExpiresAt, lastWorkoutCompletedAt, timezone, pauses, ...row }: R, now: Date) {
  return {
    ...row,
    membershipTier: effectiveTier({ membershipTier: row.membershipTier, membershipExpiresAt }, now),
    currentStreak: effectiveStreak(row.currentStreak, lastWorkoutCompletedAt, timezone, now, pauses),
  };
}

export const adminRouter = router({
  /** Platform overview for the dashboard, from the maintained tallies (admin/tallies.ts). */
  analytics: adminProcedure.query(async ({ ctx }) => {
    const totals = await overviewTotals(ctx.db);
    const averageWorkoutsPerUser = totals.totalUsers === 0 ? 0 : totals.totalWorkoutsCompleted / totals.totalUsers;
    return { ...totals, averageWorkoutsPerUser };
  }),

  /**
   * The member table a page at a time, most recently active first (never signed in last,
   * newest first),
   * tier and streak as they stand today; `search` keeps the members whose username starts
   * with it. Pass the page's `nextCursor` for the next.
   */
  engagement: adminProcedure.input(engagementInput).query(async ({ ctx, input }) => {
    const u = schema.users;
    const after = input.cursor ? await pageEnd(ctx.db, input.cursor) : null;
    const search = input.search ? usernameStartsWith(u.username, input.search) : undefined;
    const wanted = input.limit + 1;
    const members = (where: SQL | undefined, limit: number) =>
      ctx.db
        .select({ ...memberTableColumns, lastLoginText: sql<string | null>`${u.lastLoginAt}::text` })
        .from(u)
        .where(and(search, where))
        // The order of users_last_login_idx, which the row comparison below scans from.
        .orderBy(sql`${u.lastLoginAt} desc nulls last`, desc(u.id))
        .limit(limit);
    // Those who signed in, then those who never did: each a range of the index.
    const signedIn =
      after?.lastLoginAt === null
        ? []
        : await members(
            and(
              isNotNull(u.lastLoginAt),
              after
                ? sql`(${u.lastLoginAt}, ${u.id}) < (${after.lastLoginAt}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
            wanted,
          );
    const neverSignedIn =
      signedIn.length < wanted
        ? await members(
            and(isNull(u.lastLoginAt), after?.lastLoginAt === null ? lt(u.id, after.id) : undefined),
            wanted - signedIn.length,
          )
        : [];
    const now = new Date();
    const { page, nextCursor } = pageOf([...signedIn, ...neverSignedIn], input.limit, cursorAt);
    return { rows: page.map(({ lastLoginText: _, ...row }) => memberTableRow(row, now)), nextCursor };
  }),

  /**
   * Every member a page at a time for the coach's export, with the member table's figures,
   * in member id order (users' primary key): unlike the table's order, no sign-in during a
   * long export moves anyone across the cursor, so nobody is skipped or written twice.
   */
  memberExport: adminProcedure.input(memberExportInput).query(async ({ ctx, input }) => {
    const u = schema.users;
    const rows = await ctx.db
      .select(memberTableColumns)
      .from(u)
      .where(input.cursor ? gt(u.id, input.cursor) : undefined)
      .orderBy(u.id)
      .limit(input.limit + 1);
    const now = new Date();
    const { page, nextCursor } = pageOf(rows, input.limit, (row) => row.userId);
    return { rows: page.map((row) => memberTableRow(row, now)), nextCursor };
  }),
});
