import { desc, schema, sql } from "@wolfpack/db";
import { effectiveTier } from "@wolfpack/rules/membership";
import { effectiveStreak } from "@wolfpack/rules/training";
import { adminProcedure, router } from "../trpc.ts";

export const adminRouter = router({
  /** Platform overview for the dashboard. */
  analytics: adminProcedure.query(async ({ ctx }) => {
    const u = schema.users;
    const [row] = await ctx.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        premiumUsers: sql<number>`count(*) filter (where ${u.membershipTier} = 'premium')::int`,
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

  /** One row per member for the member table, tier and streak as they stand today. */
  engagement: adminProcedure.query(async ({ ctx }) => {
    const u = schema.users;
    const rows = await ctx.db
      .select({
        userId: u.id,
        username: u.username,
        email: u.email,
        membershipTier: u.membershipTier,
        membershipExpiresAt: u.membershipExpiresAt,
        workoutsCompleted: u.workoutsCompleted,
        totalMinutes: u.totalMinutes,
        currentStreak: u.currentStreak,
        lastWorkoutCompletedAt: u.lastWorkoutCompletedAt,
        timezone: u.timezone,
        lastLoginAt: u.lastLoginAt,
      })
      .from(u)
      .orderBy(desc(u.lastLoginAt), u.username);
    const now = new Date();
    return rows.map(({ membershipExpiresAt, lastWorkoutCompletedAt, timezone, ...row }) => ({
      ...row,
      membershipTier: effectiveTier({ membershipTier: row.membershipTier, membershipExpiresAt }, now),
      currentStreak: effectiveStreak(row.currentStreak, lastWorkoutCompletedAt, timezone, now),
    }));
  }),
});
