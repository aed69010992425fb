import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, inArray, schema, sql } from "@wolfpack/db";
import { groupFullMessage, groupHasRoom } from "@wolfpack/rules/groups/groups";
import { groupCreateInput, groupIdInput, groupSearchInput } from "@wolfpack/rules/groups/inputs";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { nameContains } from "../shared/like.ts";
import { memberInScope } from "../shared/members.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { protectedProcedure, router } from "../trpc.ts";
import { GROUP_NOT_FOUND, isGroupMember } from "./group-members.ts";

const groups = schema.groups;
const memberships = schema.groupMemberships;

const DISCOVER_LIMIT = 20;

const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  maxMembers: groups.maxMembers,
  createdBy: groups.createdBy,
  createdAt: groups.createdAt,
};

// Spelled out: in a query of one table drizzle leaves column names bare, and a bare "id"
// inside the subquery would be the membership's.
const memberCount = sql<number>`(select count(*)::int from group_memberships as gm where gm.group_id = "groups"."id")`;

export const groupRouter = router({
  /** The groups a member is in, oldest joined first: your own, or anyone's for an admin. */
  mine: protectedProcedure.input(memberInput.default({ memberId: "me" })).query(({ ctx, input }) => {
    const memberId = memberInScope(ctx.member, input.memberId);
    return ctx.db
      .select({ ...groupColumns, memberCount, joinedAt: memberships.joinedAt })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(eq(memberships.userId, memberId))
      .orderBy(memberships.joinedAt, groups.id);
  }),

  /** Groups to join, newest first, by a part of their name; each says whether the viewer is in it. */
  discover: protectedProcedure.input(groupSearchInput).query(async ({ ctx, input }) => {
    const found = await ctx.db
      .select({ ...groupColumns, memberCount })
      .from(groups)
      .where(input.query ? nameContains(groups.name, input.query) : undefined)
      .orderBy(desc(groups.id))
      .limit(DISCOVER_LIMIT);
    if (found.length === 0) return [];
    const joined = await ctx.db
      .select({ groupId: memberships.groupId })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, ctx.member.id),
          inArray(
            memberships.groupId,
            found.map((g) => g.id),
          ),
        ),
      );
    const mine = new Set(joined.map((row) => row.groupId));
    return found.map((group) => ({ ...group, isMember: mine.has(group.id) }));
  }),

  /** Starts a group with the viewer as its first member. */
  create: protectedProcedure.input(groupCreateInput).mutation(({ ctx, input }) =>
    limitedWrite(ctx, "group", async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({
          name: input.name,
          description: input.description ?? null,
          maxMembers: input.maxMembers,
          createdBy: ctx.member.id,
        })
        .returning(groupColumns);
      if (!group) throw new Error("the group was not written");
      await tx.insert(memberships).values({ groupId: group.id, userId: ctx.member.id });
      return { ...group, memberCount: 1, isMember: true };
    }),
  ),

  /**
   * Joins a group while it has room. The group's row is locked while its members are
   * counted, so joins at the same moment never take it past its maximum.
   */
  join: protectedProcedure.input(groupIdInput).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [group] = await tx.select(groupColumns).from(groups).where(eq(groups.id, input.groupId)).for("update");
      if (!group) throw new TRPCError({ code: "NOT_FOUND", message: GROUP_NOT_FOUND });
      const [counted] = await tx
        .select({ members: count() })
        .from(memberships)
        .where(eq(memberships.groupId, group.id));
      const members = counted?.members ?? 0;
      if (await isGroupMember(tx, group.id, ctx.member.id)) {
        return { ...group, memberCount: members, isMember: true };
      }
      if (!groupHasRoom(members, group.maxMembers)) {
        throw new TRPCError({ code: "CONFLICT", message: groupFullMessage(group.name, group.maxMembers) });
      }
      await tx.insert(memberships).values({ groupId: group.id, userId: ctx.member.id });
      return { ...group, memberCount: members + 1, isMember: true };
    }),
  ),

  /** Leaves a group; the last member to leave closes it. */
  leave: protectedProcedure.input(groupIdInput).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, input.groupId)).for("update");
      if (!group) throw new TRPCError({ code: "NOT_FOUND", message: GROUP_NOT_FOUND });
      const [left] = await tx
        .delete(memberships)
        .where(and(eq(memberships.groupId, group.id), eq(memberships.userId, ctx.member.id)))
        .returning({ id: memberships.id });
      if (!left) throw new TRPCError({ code: "NOT_FOUND", message: "You are not in this group." });
      const [remaining] = await tx
        .select({ members: count() })
        .from(memberships)
        .where(eq(memberships.groupId, group.id));
      if ((remaining?.members ?? 0) === 0) await tx.delete(groups).where(eq(groups.id, group.id));
      return { groupId: group.id, isMember: false };
    }),
  ),
});
