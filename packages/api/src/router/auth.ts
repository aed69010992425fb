import { registerMember, signInMember, updateProfile } from "../auth/accounts.ts";
import { findDemoAccount } from "../auth/demo.ts";
import { changeMembership } from "../membership/payments.ts";
import { protectedProcedure, publicProcedure, router } from "../trpc.ts";
import { loginInput, profileInput, registerInput, selectMembershipInput } from "../validators.ts";

export const authRouter = router({
  /** The signed-in member, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => ctx.session.member()),

  /** The demo sign-in the form may start with; null unless the demo data is there. */
  demoAccount: publicProcedure.query(({ ctx }) => findDemoAccount(ctx.db)),

  /** A new member, signed in at once; a session this browser had before ends. */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const member = await registerMember(ctx.db, input, ctx);
    await ctx.session.start(member.id);
    return member;
  }),

  /** A fresh session id at every sign-in; an earlier one on this browser ends. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const member = await signInMember(ctx.db, input, ctx);
    await ctx.session.start(member.id);
    return member;
  }),

  /** Ends the session; signing out when already signed out is no error. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.end();
    return { success: true as const };
  }),

  /** The plan chosen on the selection screen; choosing the plan you have changes (and charges) nothing. */
  selectMembership: protectedProcedure
    .input(selectMembershipInput)
    .mutation(({ ctx, input }) => changeMembership(ctx.db, ctx.payments, ctx.member.id, input.membershipTier, "keep")),

  updateProfile: protectedProcedure
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.member.id, input)),
});
