import { TRPCError } from "@trpc/server";
import {
  and,
  asc,
  type Database,
  eq,
  inArray,
  ne,
  or,
  schema,
  sql,
  type Transaction,
  violatedUniqueConstraint,
} from "@wolfpack/db";
import { friendRequestOutcome, MEMBER_SEARCH_RESULTS } from "@wolfpack/rules/friends/friendship";
import { friendInput, friendRequestInput, memberSearchInput } from "@wolfpack/rules/friends/inputs";
import { memberInput } from "@wolfpack/rules/shared/member-id";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { notify, queuePush } from "../notifications/bell.ts";
import { usernameStartsWith } from "../shared/like.ts";
import { memberInScope } from "../shared/members.ts";
import { type PackMember, packMemberColumns } from "../shared/pack-member.ts";
import { limitedWrite } from "../shared/write-limits.ts";
import { protectedProcedure, publicProcedure, router, signedInWithOwn, whenOwn } from "../trpc.ts";

const friendships = schema.friendships;
const users = schema.users;

/**
 * Every row naming a member, with the other member of it: any member's (`ofMember`), or the
 * signed-in member's with their session in one round trip (`own`, auth/member-rows.ts).
 */
const pack = memberRows(
  "pack",
  (db, memberId, alias) => {
    const other = sql`case when ${friendships.userId} = ${memberId} then ${friendships.friendId} else ${friendships.userId} end`;
    return db
      .select({
        userId: friendships.userId,
        status: friendships.status,
        createdAt: friendships.createdAt,
        acceptedAt: friendships.acceptedAt,
        // The other member, flat: a read made with the session takes columns, not objects.
        memberId: users.id,
        username: users.username,
        avatar: users.avatar,
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, other))
      .where(or(eq(friendships.userId, memberId), eq(friendships.friendId, memberId)))
      .as(alias);
  },
  (rows) => [asc(rows.username)],
  { kept: "pack" },
);
/** A row of `pack`. */
type PackRow = Awaited<ReturnType<ReturnType<typeof pack.ofMember>["execute"]>>[number];

/** The row between two members, whichever of them wrote it. */
const between = (a: string, b: string) =>
  or(
    and(eq(friendships.userId, a), eq(friendships.friendId, b)),
    and(eq(friendships.userId, b), eq(friendships.friendId, a)),
  );

/** The request one member sent another, still unanswered. */
const requestFrom = (asker: string, asked: string) =>
  and(eq(friendships.userId, asker), eq(friendships.friendId, asked), eq(friendships.status, "pending"));

const noRequest = () => new TRPCError({ code: "NOT_FOUND", message: "There is no friend request from this member." });

/** What stands between the viewer and each other member, as the screens name it. */
export type Relation = "friends" | "requested" | "incoming" | "blocked" | "none";

function relationOf(viewerId: string, row: { userId: string; status: string } | null): Relation {
  if (!row) return "none";
  if (row.status === "accepted") return "friends";
  if (row.status === "blocked") return "blocked";
  return row.userId === viewerId ? "requested" : "incoming";
}

async function memberNamed(db: Database, username: string) {
  const [member] = await db
    .select(packMemberColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!member) throw new TRPCError({ code: "NOT_FOUND", message: `No member is called ${username}.` });
  return member;
}

/** Tells a member on the bell and by push that someone asked them, or took them up on their asking. */
async function tellFriend(
  tx: Transaction,
  kind: "friend-request" | "friend-accepted",
  memberId: string,
  from: { id: string; username: string },
) {
  await notify(tx, { userId: memberId, kind, actorId: from.id });
  await queuePush(tx, memberId, "pack", {
    title: kind === "friend-request" ? "Friend request" : "Friend request accepted",
    body:
      kind === "friend-request"
        ? `${from.username} sent you a friend request`
        : `${from.username} accepted your friend request`,
    url: "/community?tab=members",
    tag: `friend-${from.id}`,
  });
}

async function requestOrAccept(
  tx: Transaction,
  viewer: { id: string; username: string },
  other: { id: string; username: string },
) {
  const viewerId = viewer.id;
  const [standing] = await tx
    .select({ userId: friendships.userId, status: friendships.status })
    .from(friendships)
    .where(between(viewerId, other.id))
    .for("update");
  const outcome = friendRequestOutcome(
    other.username,
    standing ? { mine: standing.userId === viewerId, status: standing.status } : null,
  );
  if (outcome.kind === "refuse") throw new TRPCError({ code: "CONFLICT", message: outcome.message });
  if (outcome.kind === "accept") {
    await tx
      .update(friendships)
      .set({ status: "accepted", acceptedAt: new Date() })
      .where(and(eq(friendships.userId, other.id), eq(friendships.friendId, viewerId)));
    await tellFriend(tx, "friend-accepted", other.id, viewer);
    return "friends" as const;
  }
  await tx.insert(friendships).values({ userId: viewerId, friendId: other.id });
  await tellFriend(tx, "friend-request", other.id, viewer);
  return "requested" as const;
}

/** The member's rows of the pack (`pack`'s), as the lists the pack screen shows. */
function packLists(memberId: string, rows: readonly PackRow[]) {
  const lists = { friends: [], incoming: [], outgoing: [], blocked: [] } as Record<
    "friends" | "incoming" | "outgoing" | "blocked",
    { member: PackMember; since: Date }[]
  >;
  for (const row of rows) {
    const relation = relationOf(memberId, row);
    // Who blocked the member is not theirs to see.
    if (relation === "blocked" && row.userId !== memberId) continue;
    const list = relation === "friends" ? "friends" : relation === "requested" ? "outgoing" : relation;
    if (list === "none") continue;
    const member = { id: row.memberId, username: row.username, avatar: row.avatar };
    lists[list].push({ member, since: row.acceptedAt ?? row.createdAt });
  }
  return lists;
}

export const friendRouter = router({
  /** A member's friends, the requests they got and sent, and whom they blocked. */
  list: publicProcedure
    .input(memberInput.default({ memberId: "me" }))
    .use(signedInWithOwn({ pack: pack.own }, whenOwn))
    .query(async ({ ctx, input }) => {
      const memberId = memberInScope(ctx.member, input.memberId);
      const rows = ctx.own.pack ?? (await pack.ofMember(ctx.db).execute({ memberId }));
      return answerOf(rows, "", (rows) => packLists(memberId, rows));
    }),

  /** Members whose username starts with what was typed, and where each stands with the viewer. */
  search: protectedProcedure.input(memberSearchInput).query(async ({ ctx, input }) => {
    const found = await ctx.db
      .select(packMemberColumns)
      .from(users)
      .where(and(usernameStartsWith(users.username, input.query), ne(users.id, ctx.member.id)))
      .orderBy(sql`lower(${users.username})`)
      .limit(MEMBER_SEARCH_RESULTS);
    if (found.length === 0) return [];
    const rows = await ctx.db
      .select({ userId: friendships.userId, friendId: friendships.friendId, status: friendships.status })
      .from(friendships)
      .where(
        or(
          and(
            eq(friendships.userId, ctx.member.id),
            inArray(
              friendships.friendId,
              found.map((m) => m.id),
            ),
          ),
          and(
            eq(friendships.friendId, ctx.member.id),
            inArray(
              friendships.userId,
              found.map((m) => m.id),
            ),
          ),
        ),
      );
    return found
      .map((member) => {
        const row = rows.find((r) => r.userId === member.id || r.friendId === member.id) ?? null;
        const relation = relationOf(ctx.member.id, row);
        // A member who blocked the viewer is not found by them.
        return relation === "blocked" && row?.userId !== ctx.member.id ? null : { ...member, relation };
      })
      .filter((member) => member !== null);
  }),

  /**
   * Asks a member, by username, to be friends. Asking someone who already asked you
   * accepts their request. Twice, yourself, friends or blocked: refused, saying why.
   */
  request: protectedProcedure.input(friendRequestInput).mutation(async ({ ctx, input }) => {
    const other = await memberNamed(ctx.db, input.username);
    if (other.id === ctx.member.id) {
      throw new TRPCError({ code: "BAD_REQUEST", message: "You can't send a friend request to yourself." });
    }
    // Two crossing requests: the second to write meets the first's row and, run again, accepts it
    // (its first run rolled back with its count, so it is counted once).
    for (let attempt = 0; ; attempt++) {
      try {
        const relation = await limitedWrite(ctx, "friend-request", (tx) => requestOrAccept(tx, ctx.member, other));
        return { member: other, relation };
      } catch (error) {
        if (attempt === 0 && violatedUniqueConstraint(error) !== null) continue;
        throw error;
      }
    }
  }),

  accept: protectedProcedure.input(friendInput).mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(friendships)
        .set({ status: "accepted", acceptedAt: new Date() })
        .where(requestFrom(input.memberId, ctx.member.id))
        .returning({ id: friendships.id });
      if (!accepted) throw noRequest();
      await tellFriend(tx, "friend-accepted", input.memberId, ctx.member);
    });
    return { memberId: input.memberId, relation: "friends" as const };
  }),

  decline: protectedProcedure.input(friendInput).mutation(async ({ ctx, input }) => {
    const [declined] = await ctx.db
      .delete(friendships)
      .where(requestFrom(input.memberId, ctx.member.id))
      .returning({ id: friendships.id });
    if (!declined) throw noRequest();
    return { memberId: input.memberId, relation: "none" as const };
  }),

  /** Ends a friendship, takes back a request the viewer sent, or lifts the viewer's block. */
  remove: protectedProcedure.input(friendInput).mutation(async ({ ctx, input }) => {
    const [removed] = await ctx.db
      .delete(friendships)
      .where(
        and(
          between(ctx.member.id, input.memberId),
          // A block stays until the member who set it lifts it.
          or(ne(friendships.status, "blocked"), eq(friendships.userId, ctx.member.id)),
        ),
      )
      .returning({ id: friendships.id });
    if (!removed) throw new TRPCError({ code: "NOT_FOUND", message: "You have nothing with this member to remove." });
    return { memberId: input.memberId, relation: "none" as const };
  }),

  /** Blocks a member: any friendship or request between the two ends, and they cannot ask again. */
  block: protectedProcedure.input(friendInput).mutation(async ({ ctx, input }) => {
    if (input.memberId === ctx.member.id) {
      throw new TRPCError({ code: "BAD_REQUEST", message: "You can't block yourself." });
    }
    const [exists] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, input.memberId));
    if (!exists) throw new TRPCError({ code: "NOT_FOUND", message: "No such member." });
    await ctx.db.transaction(async (tx) => {
      const [standing] = await tx
        .select({ userId: friendships.userId, status: friendships.status })
        .from(friendships)
        .where(between(ctx.member.id, input.memberId))
        .for("update");
      // Their block of the viewer already keeps the two apart.
      if (standing?.status === "blocked") return;
      if (standing) await tx.delete(friendships).where(between(ctx.member.id, input.memberId));
      // A second tap of the same block, racing the first, finds its row and leaves it.
      await tx
        .insert(friendships)
        .values({ userId: ctx.member.id, friendId: input.memberId, status: "blocked" })
        .onConflictDoNothing();
    });
    return { memberId: input.memberId, relation: "blocked" as const };
  }),
});
