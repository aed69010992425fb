import { asc, eq, getTableColumns, schema } from "@wolfpack/db";
import { ACHIEVEMENT_TIERS } from "@wolfpack/rules/enums";
import { memberInput } from "@wolfpack/rules/training-inputs";
import { memberInScope } from "../members.ts";
import { protectedProcedure, router } from "../trpc.ts";

const a = schema.achievements;
const { createdAt: _createdAt, ...achievementColumns } = getTableColumns(a);
const ua = schema.userAchievements;

export const achievementRouter = router({
  /** Every achievement, by tier and then by how far its trigger is. */
  list: protectedProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select(achievementColumns).from(a).orderBy(asc(a.triggerValue), asc(a.id));
    const rank = (tier: (typeof rows)[number]["tier"]) => ACHIEVEMENT_TIERS.indexOf(tier);
    return rows.sort((x, y) => rank(x.tier) - rank(y.tier));
  }),

  /** The achievements a member has earned. */
  earned: protectedProcedure.input(memberInput).query(({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    return ctx.db
      .select({
        id: ua.id,
        achievementId: ua.achievementId,
        unlockedAt: ua.unlockedAt,
        progress: ua.progress,
        completed: ua.completed,
      })
      .from(ua)
      .where(eq(ua.userId, memberId))
      .orderBy(asc(ua.unlockedAt), asc(ua.id));
  }),
});
