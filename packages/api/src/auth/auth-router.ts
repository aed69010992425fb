import { TRPCError } from "@trpc/server";
import { eq, schema } from "@wolfpack/db";
import { DEMO_MEMBER, DEMO_PASSWORD, demoPasswordsKnown } from "@wolfpack/db/seed";
import { loginInput, registerInput } from "@wolfpack/rules/auth/inputs";
import { signInRetryMessage } from "@wolfpack/rules/auth/throttle";
import { rescheduleReminders } from "../notifications/schedule.ts";
import { toPublicMember } from "../shared/members.ts";
import { tooManyAttempts } from "../shared/requester.ts";
import { publicProcedure, router } from "../trpc.ts";
import { registerMember } from "./accounts.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.ts";
import { clearSignInFailures, reserveSignInAttempt } from "./throttle.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";

export const authRouter = router({
  /** The signed-in member, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => ctx.session.member()),

  /**
   * The demo sign-in the form may start with. Only the embedded demo offers it: a database
   * seeded with the published passwords (never a real PostgreSQL, whose seed gives the
   * accounts a password nobody is told), and only while the demo member still exists, so
   * a production database answers null even if someone registers the demo's address there.
   * Nor where a member has signed out in this browser: its form then offers nobody's account.
   */
  demoAccount: publicProcedure.query(async ({ ctx }) => {
    if (ctx.session.signedOutHere() || !(await demoPasswordsKnown(ctx.db))) return null;
    const [member] = await ctx.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_MEMBER.email))
      .limit(1);
    return member ? { email: DEMO_MEMBER.email, password: DEMO_PASSWORD } : null;
  }),

  /** A new member, signed in at once; a session this browser had before ends. */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const member = await registerMember(ctx.db, input, ctx);
    await ctx.session.start(member.id);
    return member;
  }),

  /** A fresh session id at every sign-in; an earlier one on this browser ends. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const now = new Date();
    // Counted before the password is checked: the attempt stays recorded unless it succeeds.
    const throttle = await reserveSignInAttempt(ctx.db, input.email, ctx.clientAddress, ctx.limits, now);
    if (throttle.throttled) {
      throw tooManyAttempts(ctx, throttle.retryAt, now, signInRetryMessage(throttle.retryAt, now));
    }

    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, input.email));
    // Unknown e-mails spend the same time as wrong passwords, so timing tells nobody who is a member.
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDecoy(input.password);
    if (!user || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CREDENTIALS });

    await clearSignInFailures(ctx.db, input.email, ctx.clientAddress);
    const [updated] = await ctx.db
      .update(schema.users)
      .set({ lastLoginAt: now, ...(input.timezone ? { timezone: input.timezone } : {}) })
      .where(eq(schema.users.id, user.id))
      .returning();
    // A reminder rings at its time in the member's zone: a move reschedules them (docs/push.md).
    if (updated && updated.timezone !== user.timezone) {
      await rescheduleReminders(ctx.db, user.id, updated.timezone, now);
    }
    await ctx.session.start(user.id);
    return toPublicMember(updated ?? user);
  }),

  /** Ends the session; signing out when already signed out is no error. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.end();
    return { success: true as const };
  }),
});
