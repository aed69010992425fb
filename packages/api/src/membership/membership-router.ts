import { selectMembershipInput } from "@wolfpack/rules/membership/inputs";
import { protectedProcedure, router } from "../trpc.ts";
import { changeMembership } from "./payments.ts";

export const membershipRouter = router({
  /** The plan chosen on the selection screen; choosing the plan one has changes (and charges) nothing. */
  select: protectedProcedure
    .input(selectMembershipInput)
    .mutation(({ ctx, input }) => changeMembership(ctx.db, ctx.payments, ctx.member.id, input.membershipTier, "keep")),

  /** Free to premium; a member who already is premium gets 409 and is not charged again. */
  upgrade: protectedProcedure.mutation(({ ctx }) =>
    changeMembership(ctx.db, ctx.payments, ctx.member.id, "premium", "conflict"),
  ),
});
