import { asc, eq, schema } from "@wolfpack/db";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { memberInScope } from "../shared/members.ts";
import { protectedProcedure, router } from "../trpc.ts";
import { achievementCatalogue } from "./achievement-catalogue.ts";

const ua = schema.userAchievements;

export const achievementRouter = router({
  /** Every achievement, by tier and then by how far its trigger is. */
  list: protectedProcedure.query(({ ctx }) => achievementCatalogue(ctx.db)),

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
