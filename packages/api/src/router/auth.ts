import { registerMember, signInMember, updateProfile } from "../auth/accounts.ts";
import { findDemoAccount } from "../auth/demo.ts";
import { endSession, startSession } from "../auth/session.ts";
import { changeMembership } from "../membership/payments.ts";
import { protectedProcedure, publicProcedure, router } from "../trpc.ts";
import { loginInput, profileInput, registerInput, selectMembershipInput } from "../validators.ts";

export const authRouter = router({
  /** The signed-in member, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => ctx.member),

  /** The demo sign-in the form may start with; null unless the demo data is there. */
  demoAccount: publicProcedure.query(({ ctx }) => findDemoAccount(ctx.db)),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const member = await registerMember(ctx.db, input);
    await startSession(ctx.db, member.id, ctx.resHeaders, ctx.secureCookies);
    return member;
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const member = await signInMember(ctx.db, input, ctx.clientAddress);
    // A fresh session id at every sign-in; an earlier one on this browser ends.
    if (ctx.sessionId) await endSession(ctx.db, ctx.sessionId, ctx.resHeaders, ctx.secureCookies);
    await startSession(ctx.db, member.id, ctx.resHeaders, ctx.secureCookies);
    return member;
  }),

  /** Ends the session; signing out when already signed out is no error. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await endSession(ctx.db, ctx.sessionId, ctx.resHeaders, ctx.secureCookies);
    return { success: true as const };
  }),

  selectMembership: protectedProcedure
    .input(selectMembershipInput)
    .mutation(({ ctx, input }) => changeMembership(ctx.db, ctx.payments, ctx.member.id, input.membershipTier)),

  updateProfile: protectedProcedure
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.member.id, input)),
});
