import { eq, schema } from "@wolfpack/db";
import { rankStandings } from "@wolfpack/rules/leaderboards/boards";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller, createScriptContext, foldTallyChanges, toPublicMember } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";
import { seededNumbers } from "./seeded.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApi["member"]>>;

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

async function postCounts(postId: number) {
  const [post] = await t.db.select().from(schema.communityPosts).where(eq(schema.communityPosts.id, postId));
  const likeRows = await t.db.select().from(schema.postLikes).where(eq(schema.postLikes.postId, postId));
  const commentRows = await t.db.select().from(schema.postComments).where(eq(schema.postComments.postId, postId));
  return { likes: post?.likes, likeRows: likeRows.length, comments: post?.comments, commentRows: commentRows.length };
}

async function setStats(
  member: Member,
  stats: { currentStreak: number; workoutsCompleted: number; totalMinutes: number; country?: string | null },
) {
  await t.db.update(schema.users).set(stats).where(eq(schema.users.id, member.profile.id));
}

async function friends(a: Member, b: Member) {
  await a.api.friend.request({ username: b.username });
  await b.api.friend.accept({ memberId: a.profile.id });
}

describe("posts", () => {
  it("are shared with a default type, trimmed, and read back newest first with their author", async () => {
    const author = await t.member();
    const first = await author.api.community.create({ title: "  First  ", content: " Day one done " });
    const second = await author.api.community.create({ type: "tip", title: "Tip", content: "Sleep 8 hours" });
    expect(first).toMatchObject({ type: "general", title: "First", content: "Day one done", likes: 0, comments: 0 });
    const { posts } = await author.api.community.feed();
    expect(posts.slice(0, 2).map((post) => post.id)).toEqual([second.id, first.id]);
    expect(posts[0]?.author).toEqual({ id: author.profile.id, username: author.username, avatar: null });
    expect(JSON.stringify(posts)).not.toContain("@example.com");
  });

  it("refuse a blank title or content, or an unknown type, and store nothing", async () => {
    const author = await t.member();
    const before = (await t.db.select().from(schema.communityPosts)).length;
    await expect(author.api.community.create({ title: "   ", content: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Please fill in both title and content",
    });
    await expect(author.api.community.create({ title: "x", content: "x".repeat(2001) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Content must be at most 2000 characters",
    });
    await expect(
      author.api.community.create({ type: "rant" as "tip", title: "x", content: "y" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await t.db.select().from(schema.communityPosts)).length).toBe(before);
  });

  it("page by cursor without repeating or skipping a post", async () => {
    const author = await t.member();
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push((await author.api.community.create({ title: `P${i}`, content: "c" })).id);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: { posts: { id: number }[]; nextCursor: number | null } = await author.api.community.feed({
        limit: 3,
        cursor,
      });
      seen.push(...page.posts.map((post) => post.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id))).toEqual([...made].reverse());
  });

  it("are deleted by their author or an admin, and no one else", async () => {
    const author = await t.member();
    const other = await t.member();
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const post = await author.api.community.create({ title: "Mine", content: "c" });
    await expect(other.api.community.delete({ postId: post.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const second = await author.api.community.create({ title: "Also mine", content: "c" });
    await author.api.community.delete({ postId: post.id });
    await admin.api.community.delete({ postId: second.id });
    await expect(author.api.community.delete({ postId: post.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("likes", () => {
  it("200 members liking at once give exactly 200", async () => {
    const author = await t.member();
    const post = await author.api.community.create({ title: "Like me", content: "c" });
    const likers = await t.members(200);
    const answers = await Promise.all(likers.map((liker) => liker.api.community.like({ postId: post.id })));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    expect(await postCounts(post.id)).toMatchObject({ likes: 200, likeRows: 200 });
    const { posts } = await at(likers, 0).api.community.feed();
    expect(posts.find((p) => p.id === post.id)).toMatchObject({ likes: 200, likedByMe: true });
  }, 120_000);

  it("a second like by the same member is an unlike, even when both arrive at once", async () => {
    const author = await t.member();
    const post = await author.api.community.create({ title: "Tap twice", content: "c" });
    expect(await author.api.community.like({ postId: post.id })).toMatchObject({ liked: true, likes: 1 });
    expect(await author.api.community.like({ postId: post.id })).toMatchObject({ liked: false, likes: 0 });
    await Promise.all([author.api.community.like({ postId: post.id }), author.api.community.like({ postId: post.id })]);
    const counts = await postCounts(post.id);
    expect(counts.likes).toBe(counts.likeRows);
    expect(counts.likeRows).toBeLessThanOrEqual(1);
  });

  it("of a post that is gone are a 404", async () => {
    const member = await t.member();
    await expect(member.api.community.like({ postId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("comments", () => {
  it("are listed oldest first, counted on the post, and deleted by their author or an admin", async () => {
    const author = await t.member();
    const friend = await t.member();
    const admin = await t.member();
    await t.makeAdmin(admin.profile.id);
    const post = await author.api.community.create({ title: "Thread", content: "c" });
    const first = await friend.api.community.comment({ postId: post.id, content: " Strong work " });
    const second = await author.api.community.comment({ postId: post.id, content: "Thanks" });
    expect(first).toMatchObject({ content: "Strong work", author: { username: friend.username } });
    const { comments } = await author.api.community.comments({ postId: post.id });
    expect(comments.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(await postCounts(post.id)).toMatchObject({ comments: 2, commentRows: 2 });

    await expect(author.api.community.deleteComment({ commentId: first.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await friend.api.community.deleteComment({ commentId: first.id });
    await admin.api.community.deleteComment({ commentId: second.id });
    expect(await postCounts(post.id)).toMatchObject({ comments: 0, commentRows: 0 });
  });

  it("refuse blank text and a post that is gone", async () => {
    const member = await t.member();
    const post = await member.api.community.create({ title: "T", content: "c" });
    await expect(member.api.community.comment({ postId: post.id, content: "  " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Please write a comment",
    });
    await expect(member.api.community.comment({ postId: 999_999, content: "hi" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(member.api.community.comments({ postId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("friends", () => {
  it("ask by username, then accept: both see each other as friends", async () => {
    const a = await t.member();
    const b = await t.member();
    expect(await a.api.friend.request({ username: b.username.toUpperCase() })).toMatchObject({ relation: "requested" });
    expect((await b.api.friend.list()).incoming.map((row) => row.member.username)).toEqual([a.username]);
    expect((await a.api.friend.list()).outgoing.map((row) => row.member.username)).toEqual([b.username]);
    await b.api.friend.accept({ memberId: a.profile.id });
    expect((await a.api.friend.list()).friends.map((row) => row.member.id)).toEqual([b.profile.id]);
    expect((await b.api.friend.list()).friends.map((row) => row.member.id)).toEqual([a.profile.id]);
  });

  it("refuse a request to yourself, a second request, and a request to a friend", async () => {
    const a = await t.member();
    const b = await t.member();
    await expect(a.api.friend.request({ username: a.username })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(a.api.friend.request({ username: "nobody_here" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await a.api.friend.request({ username: b.username });
    await expect(a.api.friend.request({ username: b.username })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `You already asked ${b.username}. Waiting for them to answer.`,
    });
    await b.api.friend.accept({ memberId: a.profile.id });
    await expect(b.api.friend.request({ username: a.username })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(
      await t.db.select().from(schema.friendships).where(eq(schema.friendships.userId, a.profile.id)),
    ).toHaveLength(1);
  });

  it("asking each other at the same moment makes one friendship", async () => {
    const a = await t.member();
    const b = await t.member();
    await Promise.all([a.api.friend.request({ username: b.username }), b.api.friend.request({ username: a.username })]);
    const rows = await t.db.select().from(schema.friendships).where(eq(schema.friendships.userId, a.profile.id));
    const back = await t.db.select().from(schema.friendships).where(eq(schema.friendships.userId, b.profile.id));
    expect([...rows, ...back].map((row) => row.status)).toEqual(["accepted"]);
  });

  it("decline, remove and block", async () => {
    const a = await t.member();
    const b = await t.member();
    await a.api.friend.request({ username: b.username });
    await b.api.friend.decline({ memberId: a.profile.id });
    expect((await b.api.friend.list()).incoming).toEqual([]);
    await friends(a, b);
    await a.api.friend.remove({ memberId: b.profile.id });
    expect((await b.api.friend.list()).friends).toEqual([]);
    await b.api.friend.block({ memberId: a.profile.id });
    await expect(a.api.friend.request({ username: b.username })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `${b.username} is not taking friend requests.`,
    });
    // The blocked member can't lift it; the one who blocked can.
    await expect(a.api.friend.remove({ memberId: b.profile.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await b.api.friend.remove({ memberId: a.profile.id });
    expect(await a.api.friend.request({ username: b.username })).toMatchObject({ relation: "requested" });
  });

  it("search by the start of a username, saying where each stands", async () => {
    const a = await t.member({ username: "searcher_alpha" });
    const b = await t.member({ username: "Searchee_Beta" });
    await a.api.friend.request({ username: b.username });
    expect(await a.api.friend.search({ query: "SEARCH" })).toEqual([
      { id: b.profile.id, username: "Searchee_Beta", avatar: null, relation: "requested" },
    ]);
    expect(await a.api.friend.search({ query: "%" })).toEqual([]);
  });
});

describe("groups", () => {
  it("are created with their creator in them, joined and left", async () => {
    const owner = await t.member();
    const joiner = await t.member();
    const group = await owner.api.group.create({ name: "Dawn Runners" });
    expect(group).toMatchObject({ name: "Dawn Runners", maxMembers: 10, memberCount: 1, isMember: true });
    await joiner.api.group.join({ groupId: group.id });
    expect((await joiner.api.group.mine()).map((g) => [g.name, g.memberCount])).toEqual([["Dawn Runners", 2]]);
    const found = await owner.api.group.discover({ query: "dawn run" });
    expect(found.map((g) => [g.name, g.memberCount, g.isMember])).toEqual([["Dawn Runners", 2, true]]);
    await joiner.api.group.leave({ groupId: group.id });
    expect(await joiner.api.group.mine()).toEqual([]);
    await owner.api.group.leave({ groupId: group.id });
    await expect(joiner.api.group.join({ groupId: group.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("never take more members than their maximum, even when many join at once", async () => {
    const owner = await t.member();
    const group = await owner.api.group.create({ name: "Tiny", maxMembers: 5 });
    const joiners = await t.members(12);
    const results = await Promise.allSettled(joiners.map((m) => m.api.group.join({ groupId: group.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      code: "CONFLICT",
      message: "Tiny is full: it has room for 5 members.",
    });
    const rows = await t.db.select().from(schema.groupMemberships).where(eq(schema.groupMemberships.groupId, group.id));
    expect(rows).toHaveLength(5);
  }, 60_000);
});

describe("leaderboards", () => {
  it("rank the pack as a plain sort of the same members does, with no e-mail anywhere", async () => {
    const board = await openTestApi();
    try {
      const next = seededNumbers(20261123);
      // Few distinct values, so ties go down to the username, whose first two characters
      // are often shared (the tallies' finest place) and differ in case and script.
      const stats = () => ({
        currentStreak: next(4),
        workoutsCompleted: next(3),
        totalMinutes: next(2) * 30,
        country: ["Canada", null, "USA"][next(3)] ?? null,
      });
      const names = ["Ava", "ava_", "AVb", "bo", "Zed", "émile", "Émile", "kai", "Kai.", "lu", "狼王"];
      await board.db.insert(schema.users).values(
        Array.from({ length: 240 }, (_, i) => ({
          username: `${names[i % names.length]}${next(1000)}x${i}`,
          email: `ranked${i}@example.com`,
          passwordHash: "not a real hash",
          ...stats(),
        })),
      );

      async function expectRanksOfPlainSort() {
        const rows = await board.db.select().from(schema.users);
        const ranked = (country: string | null) =>
          rankStandings(
            rows
              .filter((row) => country === null || (row.country ?? "USA") === country)
              .map((row) => ({ ...row, userId: row.id })),
          );
        const expected = { global: ranked(null), Canada: ranked("Canada"), USA: ranked("USA") };
        for (const row of rows) {
          const viewer = createCaller(createScriptContext(board.db, toPublicMember(row)));
          const country = row.country ?? "USA";
          for (const [name, actual] of [
            ["global", await viewer.leaderboard.global()],
            [country, await viewer.leaderboard.national()],
          ] as const) {
            const plain = expected[name as keyof typeof expected];
            const own = plain.find((entry) => entry.userId === row.id);
            const shown = [...plain.slice(0, 100), ...(own && own.rank > 100 ? [own] : [])];
            expect({
              board: name,
              viewer: row.username,
              rows: actual.map((entry) => [entry.rank, entry.userId]),
            }).toEqual({
              board: name,
              viewer: row.username,
              rows: shown.map((entry) => [entry.rank, entry.userId]),
            });
            expect(JSON.stringify(actual)).not.toMatch(/@|email|passwordHash/);
          }
        }
      }

      // Every member's place still in the log of moves, then folded into the tallies.
      await expectRanksOfPlainSort();
      expect(await foldTallyChanges(board.db)).toBeGreaterThan(0);
      await expectRanksOfPlainSort();
      // Moves on top of the tallies: new stats, a renamed member, a new country, one gone.
      const rows = await board.db.select().from(schema.users);
      for (const row of rows.filter((_, i) => i % 4 === 0)) {
        await board.db.update(schema.users).set(stats()).where(eq(schema.users.id, row.id));
      }
      await board.db
        .update(schema.users)
        .set({ username: "AAA_first" })
        .where(eq(schema.users.id, at(rows, 1).id));
      await board.db.delete(schema.users).where(eq(schema.users.id, at(rows, 2).id));
      await expectRanksOfPlainSort();
      await foldTallyChanges(board.db);
      await expectRanksOfPlainSort();
      expect(
        Object.keys(
          at(await createCaller(createScriptContext(board.db, toPublicMember(at(rows, 0)))).leaderboard.global(), 0),
        ).sort(),
      ).toEqual(["avatar", "currentStreak", "rank", "totalMinutes", "userId", "username", "workoutsCompleted"].sort());
    } finally {
      await board.close();
    }
  }, 240_000);

  it("show a member's friends with them, and a group's members only to its members", async () => {
    const me = await t.member();
    const pal = await t.member();
    const stranger = await t.member();
    await setStats(me, { currentStreak: 2, workoutsCompleted: 4, totalMinutes: 120 });
    await setStats(pal, { currentStreak: 5, workoutsCompleted: 6, totalMinutes: 200 });
    await friends(me, pal);
    expect((await me.api.leaderboard.friends()).map((row) => [row.rank, row.username])).toEqual([
      [1, pal.username],
      [2, me.username],
    ]);
    await expect(me.api.leaderboard.friends({ memberId: pal.profile.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    const group = await me.api.group.create({ name: "Board group" });
    await pal.api.group.join({ groupId: group.id });
    const board = await pal.api.leaderboard.group({ groupId: group.id });
    expect(board.map((row) => row.username)).toEqual([pal.username, me.username]);
    expect(JSON.stringify(board)).not.toContain("@");
    await expect(stranger.api.leaderboard.group({ groupId: group.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(pal.api.leaderboard.group({ groupId: group.id + 1_000 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("put a member without a country on the USA board", async () => {
    const member = await t.member();
    await setStats(member, { currentStreak: 0, workoutsCompleted: 0, totalMinutes: 0, country: null });
    const usa = await member.api.leaderboard.national({ country: "USA" });
    expect(usa.some((row) => row.userId === member.profile.id)).toBe(true);
    const canada = await member.api.leaderboard.national({ country: "Canada" });
    expect(canada.some((row) => row.userId === member.profile.id)).toBe(false);
  });
});
