import { TRPCError } from "@trpc/server";
import { asc, eq, schema, sql } from "@wolfpack/db";
import { groupIdInput } from "@wolfpack/rules/groups/inputs";
import { boardCountry, boardRows, rankStandings } from "@wolfpack/rules/leaderboards/boards";
import { nationalBoardInput } from "@wolfpack/rules/leaderboards/inputs";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import type { z } from "zod";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { GROUP_NOT_FOUND } from "../groups/group-members.ts";
import { memberInScope } from "../shared/members.ts";
import { publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";
import { type BoardEntry, boardEntries, globalBoard, nationalBoard, standingColumns } from "./standings.ts";

const users = schema.users;
/** A board row before it is ranked. */
type Standing = Omit<BoardEntry, "rank">;
const friendships = schema.friendships;
const memberships = schema.groupMemberships;
const groups = schema.groups;

/**
 * A member and their friends, each found by primary key from one list of ids (an
 * "id = me or id in (…)" read every member at a million): any member's (`ofMember`), or the
 * signed-in member's with their session in one round trip (`own`, auth/member-rows.ts).
 */
const friendsBoard = memberRows(
  "friends_board",
  (db, memberId, alias) => {
    const onBoard = sql`select ${memberId}::uuid union all select case when ${friendships.userId} = ${memberId} then ${friendships.friendId} else ${friendships.userId} end from ${friendships} where (${friendships.userId} = ${memberId} or ${friendships.friendId} = ${memberId}) and ${friendships.status} = 'accepted'`;
    return db.select(standingColumns).from(users).where(sql`${users.id} in (${onBoard})`).as(alias);
  },
  // The board's order is the rules' (rankStandings); this only makes the answer the same each time.
  (board) => [asc(board.userId)],
  { kept: "pack" },
);

/**
 * A group's members' standings, each row with whether the viewer is in the group (none when
 * the group is not there; one with no member when it has none): for the viewer `memberId`
 * (`ofMember`), or the signed-in member with their session in one round trip (`own`).
 */
const groupBoard = memberRows(
  "group_board",
  (db, memberId, alias) =>
    db
      .select({
        viewerIn:
          sql<boolean>`exists (select 1 from ${memberships} viewer where viewer.group_id = ${groups.id} and viewer.user_id = ${memberId})`.as(
            "viewer_in",
          ),
        ...standingColumns,
      })
      .from(groups)
      .leftJoin(memberships, eq(memberships.groupId, groups.id))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(eq(groups.id, sql.placeholder("groupId")))
      .as(alias),
  // The board's order is the rules' (rankStandings); this only makes the answer the same each time.
  (board) => [asc(board.userId)],
  { kept: "pack" },
);

export const leaderboardRouter = router({
  /** Everyone: the first 100, then the viewer's row when outside them. */
  global: publicProcedure
    .use(signedInWithOwn({ board: globalBoard.own }, () => ({})))
    .query(
      async ({ ctx }): Promise<BoardEntry[]> =>
        boardEntries(ctx.own.board ?? (await globalBoard.ofMember(ctx.db).execute({ memberId: ctx.member.id }))),
    ),

  /** One country's members (the viewer's own unless named); a member without a country is on USA's. */
  national: publicProcedure
    .input(nationalBoardInput.default({}))
    // With the session only when the country is named (as over REST): otherwise it is the member's.
    .use(
      signedInWithOwn({ board: nationalBoard.own }, (input: z.output<typeof nationalBoardInput>) =>
        input.country ? { country: input.country } : undefined,
      ),
    )
    .query(async ({ ctx, input }): Promise<BoardEntry[]> => {
      const country = input.country ?? boardCountry(ctx.member.country);
      const rows =
        ctx.own.board ?? (await nationalBoard.ofMember(ctx.db).execute({ memberId: ctx.member.id, country }));
      return boardEntries(rows);
    }),

  /** A member and their friends: your own, or anyone's for an admin. */
  friends: publicProcedure
    .input(memberInput.default({ memberId: "me" }))
    .use(signedInWithOwn({ board: friendsBoard.own }, whenOwn))
    .query(async ({ ctx, input }) => {
      const memberId = memberInScope(ctx.member, input.memberId);
      const standings = ctx.own.board ?? (await friendsBoard.ofMember(ctx.db).execute({ memberId }));
      return answerOf(standings, "", (standings) => boardRows(rankStandings(standings), memberId));
    }),

  /** A group's members; only they (and admins) may see it. */
  group: publicProcedure
    .input(groupIdInput)
    .use(
      signedInWithOwn({ board: groupBoard.own }, (input: z.output<typeof groupIdInput>) => ({
        groupId: input.groupId,
      })),
    )
    .query(async ({ ctx, input }) => {
      const rows =
        ctx.own.board ??
        (await groupBoard.ofMember(ctx.db).execute({ memberId: ctx.member.id, groupId: input.groupId }));
      const [group] = rows;
      if (!group) throw new TRPCError({ code: "NOT_FOUND", message: GROUP_NOT_FOUND });
      if (!ctx.member.isAdmin && !group.viewerIn) {
        throw new TRPCError({ code: "FORBIDDEN", message: "Only the group's members can see its leaderboard." });
      }
      return answerOf(rows, "", (rows) => {
        // A row without a member is the group's with none; a member's row has every column (NOT NULL).
        const standings: Standing[] = [];
        for (const { viewerIn: _, ...standing } of rows)
          if (standing.userId !== null) standings.push(standing as Standing);
        return boardRows(rankStandings(standings), ctx.member.id);
      });
    }),
});
