import { TRPCError } from "@trpc/server";
import { type Database, eq, schema } from "@wolfpack/db";
import { cooldownStatus } from "@wolfpack/rules/training";
import { memberInput } from "@wolfpack/rules/training-inputs";
import { memberInScope, toPublicMember } from "../members.ts";
import { protectedProcedure, router } from "../trpc.ts";

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

  /** Whether the next program day is open, and if not, how long until it is. */
  cooldown: protectedProcedure.input(memberInput).query(async ({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    const member = memberId === ctx.member.id ? ctx.member : await memberRow(ctx, memberId);
    return cooldownStatus(member.cooldownEndsAt, new Date());
  }),
});
