import { TRPCError } from "@trpc/server";
import { and, asc, type Database, eq, schema, sql } from "@wolfpack/db";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { achievementTotals, earnedAchievementIds, recentlyEarned } from "@wolfpack/rules/training/achievement-progress";
import { cooldownStatus } from "@wolfpack/rules/training/cooldown";
import { isPausedOn } from "@wolfpack/rules/training/pause";
import { goalPeriods, goalPeriodsReach, goalTotals, monthlyMinutesGoal } from "@wolfpack/rules/training/progress-goals";
import { memberRows } from "../auth/member-rows.ts";
import { memberInScope, toPublicMember } from "../shared/members.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";
import { achievementCatalogue } from "./achievement-catalogue.ts";

const uw = schema.userWorkouts;
const ua = schema.userAchievements;

/** The instant goalWorkouts reads from, now: before either goal period began anywhere. */
const goalsFrom = () => goalPeriodsReach(new Date()).toISOString();

/**
 * A member's workouts completed since `goalsFrom` (goalPeriodsReach: before their week and
 * month began, wherever they live), for goalTotals to count: any member's (`ofMember`), or
 * the signed-in member's with their session in one round trip (`own`), along
 * user_workouts_user_idx.
 */
const goalWorkouts = memberRows(
  "goal_workouts",
  (db, member, alias) =>
    db
      .select({ completedAt: uw.completedAt, duration: uw.duration })
      .from(uw)
      .where(and(eq(uw.userId, member), sql`${uw.completedAt} >= ${sql.placeholder("goalsFrom")}::timestamptz`))
      .as(alias),
  (workouts) => [asc(workouts.completedAt)],
  { kept: "own" },
);

/**
 * A member's achievement entries: any member's (`ofMember`), or the signed-in member's with
 * their session in one round trip (`own`, auth/member-rows.ts).
 */
const achievementEntries = memberRows(
  "achievement_entries",
  (db, member, alias) =>
    db
      .select({ achievementId: ua.achievementId, completed: ua.completed, unlockedAt: ua.unlockedAt })
      .from(ua)
      .where(eq(ua.userId, member))
      .as(alias),
  // The rules order what they show; this only makes the answer the same each time.
  (entries) => [asc(entries.achievementId)],
  { kept: "own" },
);

async function memberRow(ctx: { db: Database }, memberId: string) {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, memberId));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
  return row;
}

export const memberRouter = router({
  /** A member's stats and habit streaks: your own, or anyone's for an admin. */
  byId: protectedProcedure.input(memberInput).query(async ({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    return memberId === ctx.member.id ? ctx.member : toPublicMember(await memberRow(ctx, memberId));
  }),

  /**
   * The progress numbers only the server can count (decisions.md, "Progress numbers"), each
   * by its rule: achievements earned and the latest of them, workouts this week, minutes
   * this month and the month's goal. Your own, or anyone's for an admin. (The program
   * position is program.days's, the day streak the member's own.)
   */
  progress: publicProcedure
    .input(memberInput)
    .use(
      signedInWithOwn({ entries: achievementEntries.own, workouts: goalWorkouts.own }, (input: { memberId: string }) =>
        whenOwn(input) ? { goalsFrom: goalsFrom() } : undefined,
      ),
    )
    .query(async ({ ctx, input }) => {
      const id = memberInScope(ctx.member, input.memberId);
      const member = id === ctx.member.id ? ctx.member : await memberRow(ctx, id);
      const [catalogue, entries, workouts] = await Promise.all([
        achievementCatalogue(ctx.db),
        ctx.own.entries ?? achievementEntries.ofMember(ctx.db).execute({ memberId: id }),
        ctx.own.workouts ?? goalWorkouts.ofMember(ctx.db).execute({ memberId: id, goalsFrom: goalsFrom() }),
      ]);
      return {
        achievementsEarned: achievementTotals(catalogue, earnedAchievementIds(entries)).earned,
        recentAchievements: recentlyEarned(catalogue, entries).map(
          ({ id, name, description, icon, tier, xpValue, unlockedAt }) => ({
            id,
            name,
            description,
            icon,
            tier,
            xpValue,
            unlockedAt,
          }),
        ),
        ...goalTotals(workouts, goalPeriods(member.timezone, new Date())),
        monthlyMinutesGoal: monthlyMinutesGoal(member.totalMinutes),
      };
    }),

  /** Whether the next program day is open, and if not, how long until it is. */
  cooldown: protectedProcedure.input(memberInput).query(async ({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    const member = memberId === ctx.member.id ? ctx.member : await memberRow(ctx, memberId);
    const now = new Date();
    return cooldownStatus(member.cooldownEndsAt, now, isPausedOn(member.pauses, localDateOf(now, member.timezone)));
  }),
});
