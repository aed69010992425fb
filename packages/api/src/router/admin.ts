import { TRPCError } from "@trpc/server";
import { and, type Database, eq, gt, schema, sql } from "@wolfpack/db";
import { engagementInput, memberExportInput } from "@wolfpack/rules/admin-inputs";
import type { MembershipTier } from "@wolfpack/rules/enums";
import { effectiveTier } from "@wolfpack/rules/membership";
import { effectiveStreak } from "@wolfpack/rules/training";
import { usernameStartsWith } from "../like.ts";
import { pageOf } from "../paging.ts";
import { adminProcedure, router } from "../trpc.ts";

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
  },
>({ membershipExpiresAt, lastWorkoutCompletedAt, timezone, ...row }: R, now: Date) {
  return {
    ...row,
    membershipTier: effectiveTier({ membershipTier: row.membershipTier, membershipExpiresAt }, now),
    currentStreak: effectiveStreak(row.currentStreak, lastWorkoutCompletedAt, timezone, now),
  };
}

export const adminRouter = router({
  /** Platform overview for the dashboard. */
  analytics: adminProcedure.query(async ({ ctx }) => {
    const u = schema.users;
    const [row] = await ctx.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        // Premium as effectiveTier has it: a lapsed premium is a free member again.
        premiumUsers: sql<number>`count(*) filter (where ${u.membershipTier} = 'premium' and (${u.membershipExpiresAt} is null or ${u.membershipExpiresAt} > now()))::int`,
        totalWorkoutsCompleted: sql<number>`coalesce(sum(${u.workoutsCompleted}), 0)::int`,
        totalActiveMinutes: sql<number>`coalesce(sum(${u.totalMinutes}), 0)::int`,
        activeUsersLast7Days: sql<number>`count(*) filter (where ${u.lastLoginAt} > now() - interval '7 days')::int`,
        activeUsersLast30Days: sql<number>`count(*) filter (where ${u.lastLoginAt} > now() - interval '30 days')::int`,
      })
      .from(u);
    const totals = row ?? {
      totalUsers: 0,
      premiumUsers: 0,
      totalWorkoutsCompleted: 0,
      totalActiveMinutes: 0,
      activeUsersLast7Days: 0,
      activeUsersLast30Days: 0,
    };
    const averageWorkoutsPerUser = totals.totalUsers === 0 ? 0 : totals.totalWorkoutsCompleted / totals.totalUsers;
    return { ...totals, averageWorkoutsPerUser };
  }),

  /**
   * The member table a page at a time, most recently active first (never signed in last),
   * tier and streak as they stand today; `search` keeps the members whose username starts
   * with it. Pass the page's `nextCursor` for the next.
   */
  engagement: adminProcedure.input(engagementInput).query(async ({ ctx, input }) => {
    const u = schema.users;
    const after = input.cursor ? await pageEnd(ctx.db, input.cursor) : null;
    const rows = await ctx.db
      .select({ ...memberTableColumns, lastLoginText: sql<string | null>`${u.lastLoginAt}::text` })
      .from(u)
      .where(
        and(
          input.search ? usernameStartsWith(u.username, input.search) : undefined,
          after === null
            ? undefined
            : after.lastLoginAt === null
              ? sql`${u.lastLoginAt} is null and ${u.id} > ${after.id}`
              : sql`(${u.lastLoginAt} < ${after.lastLoginAt}::timestamptz or (${u.lastLoginAt} = ${after.lastLoginAt}::timestamptz and ${u.id} > ${after.id}) or ${u.lastLoginAt} is null)`,
        ),
      )
      // The order of users_last_login_idx.
      .orderBy(sql`${u.lastLoginAt} desc nulls last`, u.id)
      .limit(input.limit + 1);
    const now = new Date();
    const { page, nextCursor } = pageOf(rows, input.limit, cursorAt);
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
