import { TRPCError } from "@trpc/server";
import { eq, schema } from "@wolfpack/db";
import { profileInput } from "@wolfpack/rules/inputs";
import { weightUnitInput } from "@wolfpack/rules/training-inputs";
import { assertAvailable, conflictFromUniqueViolation } from "../auth/accounts.ts";
import { toPublicMember } from "../members.ts";
import { protectedProcedure, router } from "../trpc.ts";

export const profileRouter = router({
  /** The member's own name, e-mail, pictures and time zone; names and e-mails stay unique. */
  update: protectedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    await assertAvailable(ctx.db, input.username, input.email, ctx.member.id);
    try {
      const [updated] = await ctx.db
        .update(schema.users)
        .set({
          username: input.username,
          email: input.email,
          avatar: input.avatar ?? null,
          beforePhoto: input.beforePhoto ?? null,
          afterPhoto: input.afterPhoto ?? null,
          ...(input.timezone ? { timezone: input.timezone } : {}),
        })
        .where(eq(schema.users.id, ctx.member.id))
        .returning();
      if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
      return toPublicMember(updated);
    } catch (error) {
      conflictFromUniqueViolation(error);
    }
  }),

  /** Whether the member logs lifted weight in kilograms or pounds. */
  setWeightUnit: protectedProcedure.input(weightUnitInput).mutation(async ({ ctx, input }) => {
    const [updated] = await ctx.db
      .update(schema.users)
      .set({ weightUnit: input.weightUnit })
      .where(eq(schema.users.id, ctx.member.id))
      .returning();
    if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Member not found." });
    return toPublicMember(updated);
  }),
});
