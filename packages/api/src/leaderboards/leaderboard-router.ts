import { TRPCError } from "@trpc/server";
import { eq, schema, sql } from "@wolfpack/db";
import { groupIdInput } from "@wolfpack/rules/groups/inputs";
import { boardCountry, boardRows, rankStandings } from "@wolfpack/rules/leaderboards/boards";
import { nationalBoardInput } from "@wolfpack/rules/leaderboards/inputs";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { GROUP_NOT_FOUND, isGroupMember } from "../groups/group-members.ts";
import { memberInScope } from "../shared/members.ts";
import { protectedProcedure, router } from "../trpc.ts";
import { type BoardEntry, boardOf, standingColumns } from "./standings.ts";

const users = schema.users;
const friendships = schema.friendships;
const memberships = schema.groupMemberships;

export const leaderboardRouter = router({
  /** Everyone: the first 100, then the viewer's row when outside them. */
  global: protectedProcedure.query(({ ctx }): Promise<BoardEntry[]> => boardOf(ctx.db, ctx.member.id, null)),

  /** One country's members (the viewer's own unless named); a member without a country is on USA's. */
  national: protectedProcedure
    .input(nationalBoardInput.default({}))
    .query(
      ({ ctx, input }): Promise<BoardEntry[]> =>
        boardOf(ctx.db, ctx.member.id, input.country ?? boardCountry(ctx.member.country)),
    ),

  /** A member and their friends: your own, or anyone's for an admin. */
  friends: protectedProcedure.input(memberInput.default({ memberId: "me" })).query(async ({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    // The member and their friends as one list of ids, so each is found by primary key (an
    // "id = me or id in (…)" read every member at a million).
    const onBoard = sql`select ${memberId}::uuid union all select case when ${friendships.userId} = ${memberId} then ${friendships.friendId} else ${friendships.userId} end from ${friendships} where (${friendships.userId} = ${memberId} or ${friendships.friendId} = ${memberId}) and ${friendships.status} = 'accepted'`;
    const standings = await ctx.db.select(standingColumns).from(users).where(sql`${users.id} in (${onBoard})`);
    return boardRows(rankStandings(standings), memberId);
  }),

  /** A group's members; only they (and admins) may see it. */
  group: protectedProcedure.input(groupIdInput).query(async ({ ctx, input }) => {
    const [group] = await ctx.db
      .select({ id: schema.groups.id })
      .from(schema.groups)
      .where(eq(schema.groups.id, input.groupId));
    if (!group) throw new TRPCError({ code: "NOT_FOUND", message: GROUP_NOT_FOUND });
    if (!ctx.member.isAdmin && !(await isGroupMember(ctx.db, group.id, ctx.member.id))) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Only the group's members can see its leaderboard." });
    }
    const standings = await ctx.db
      .select(standingColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.groupId, group.id));
    return boardRows(rankStandings(standings), ctx.member.id);
  }),
});
