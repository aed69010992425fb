import { changeMembership } from "../membership/payments.ts";
import { MEMBERSHIP_PLANS } from "../rules/membership.ts";
import { protectedProcedure, publicProcedure, router } from "../trpc.ts";

export const membershipRouter = router({
  plans: publicProcedure.query(() => MEMBERSHIP_PLANS),

  /** Free to premium; a member who already is premium gets 409 and is not charged again. */
  upgrade: protectedProcedure.mutation(({ ctx }) =>
    changeMembership(ctx.db, ctx.payments, ctx.member.id, "premium", "conflict"),
  ),
});
