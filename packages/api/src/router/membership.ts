import { TRPCError } from "@trpc/server";
import { changeMembership } from "../membership/payments.ts";
import { MEMBERSHIP_PLANS } from "../rules/membership.ts";
import { protectedProcedure, publicProcedure, router } from "../trpc.ts";

export const membershipRouter = router({
  plans: publicProcedure.query(() => MEMBERSHIP_PLANS),

  /** Free to premium. */
  upgrade: protectedProcedure.mutation(({ ctx }) => {
    if (ctx.member.membershipTier === "premium") {
      throw new TRPCError({ code: "CONFLICT", message: "You are already a PREMIUM WOLF member." });
    }
    return changeMembership(ctx.db, ctx.payments, ctx.member.id, "premium");
  }),
});
