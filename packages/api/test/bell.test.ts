import { eq, schema, sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller, createScriptContext, sendDueReminders, toPublicMember } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";
import { startPushService } from "./push-service.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApi["member"]>>;

async function premiumMember(): Promise<Member> {
  const member = await t.member();
  await member.api.membership.upgrade();
  return member;
}

async function admin(): Promise<Member> {
  const member = await t.member();
  await t.makeAdmin(member.profile.id);
  return member;
}

async function bell(member: Member) {
  const [{ notifications }, { unread }] = await Promise.all([member.api.bell.list(), member.api.bell.unreadCount()]);
  return { lines: notifications.map((n) => n.text), notifications, unread };
}

/** Members written straight to the table and called in-process: fifty sign-ups would only test sign-up. */
async function quickMembers(names: string[]) {
  const rows = await t.db
    .insert(schema.users)
    .values(names.map((username) => ({ username, email: `${username.toLowerCase()}@example.com`, passwordHash: "x" })))
    .returning();
  return rows.map((row) => ({ row, api: createCaller(createScriptContext(t.db, toPublicMember(row))) }));
}

describe("the bell", () => {
  it("tells the right member of a friend request, a comment and a coach's answer, with the unread count", async () => {
    const author = await premiumMember();
    const friend = await t.member();
    const bystander = await t.member();
    const coach = await admin();

    await friend.api.friend.request({ username: author.username });
    const post = await author.api.community.create({ type: "general", title: "Leg day", content: "Done." });
    await friend.api.community.comment({ postId: post.id, content: "Strong!" });
    const sent = await author.api.coaching.send({ message: "Deadlift grip?", serviceType: "form-check" });
    await coach.api.coaching.answer({ id: sent.id, content: "Mixed grip for heavy sets." });

    const mine = await bell(author);
    expect(mine.unread).toBe(3);
    // Newest first, each with the screen a tap opens.
    expect(mine.lines).toEqual([
      "The coach answered your message",
      `${friend.username} commented on your post`,
      `${friend.username} sent you a friend request`,
    ]);
    expect(mine.notifications.map((n) => n.path)).toEqual([
      `/premium-coaching#message-${sent.id}`,
      `/community?post=${post.id}`,
      "/community?tab=members",
    ]);
    expect(mine.notifications.every((n) => !n.read)).toBe(true);
    expect(mine.notifications[1]?.actor).toMatchObject({ id: friend.profile.id, username: friend.username });

    for (const other of [friend, bystander, coach]) {
      expect(await bell(other)).toMatchObject({ lines: [], unread: 0 });
    }

    // Accepting tells the asker; commenting on one's own post tells no one.
    await author.api.friend.accept({ memberId: friend.profile.id });
    await author.api.community.comment({ postId: post.id, content: "Thanks" });
    expect(await bell(friend)).toMatchObject({ lines: [`${author.username} accepted your friend request`], unread: 1 });
    expect((await bell(author)).unread).toBe(3);
  });

  it("marks one read, then all, and the read state is the member's on every session", async () => {
    const member = await t.member();
    // A second session of the same member: another browser signing in.
    const browser = t.caller(undefined, "2001:db8::beef");
    await browser.api.auth.login({ email: member.email, password: member.password, timezone: "UTC" });
    const cookie = browser.sessionCookie();
    if (!cookie) throw new Error("login set no session cookie");
    const phone = t.caller(cookie).api;

    const askers = [await t.member(), await t.member(), await t.member()];
    for (const asker of askers) await asker.api.friend.request({ username: member.username });
    const { notifications } = await member.api.bell.list();
    expect((await phone.bell.unreadCount()).unread).toBe(3);

    const tapped = notifications[1];
    if (!tapped) throw new Error("no second notification");
    expect(await phone.bell.markRead({ id: tapped.id })).toEqual({ id: tapped.id, read: true });
    expect((await member.api.bell.unreadCount()).unread).toBe(2);
    expect((await member.api.bell.list()).notifications.map((n) => n.read)).toEqual([false, true, false]);
    // Again is no error; another member's is not theirs to mark.
    await phone.bell.markRead({ id: tapped.id });
    await expect(askers[0]?.api.bell.markRead({ id: tapped.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    expect(await member.api.bell.markAllRead()).toEqual({ marked: 2 });
    expect((await phone.bell.unreadCount()).unread).toBe(0);
    expect((await phone.bell.list()).notifications.every((n) => n.read)).toBe(true);
  });

  it("pages newest first, 20 at a time", async () => {
    const member = await t.member();
    const post = await member.api.community.create({ type: "general", title: "Busy", content: "Post" });
    const [fan] = await quickMembers(["ChattyWolf"]);
    for (let i = 0; i < 25; i++) await fan?.api.community.comment({ postId: post.id, content: `Comment ${i}` });
    const first = await member.api.bell.list();
    expect(first.notifications).toHaveLength(20);
    expect(first.nextCursor).toBe(first.notifications.at(-1)?.id);
    const second = await member.api.bell.list({ cursor: first.nextCursor });
    expect(second.notifications).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await member.api.bell.unreadCount()).unread).toBe(25);
  });

  it("pushes to the devices that take 'pack' and 'coach', never to others", async () => {
    const push = await startPushService();
    try {
      const member = await premiumMember();
      const coach = await admin();
      const asker = await t.member();
      const phone = push.device("bell-phone");
      const laptop = push.device("bell-laptop");
      const packOnly = await member.api.notification.subscribe({ ...phone.subscription, deviceLabel: "Phone" });
      await member.api.notification.setKinds({ id: packOnly.id, coach: false });
      const coachOnly = await member.api.notification.subscribe({ ...laptop.subscription, deviceLabel: "Laptop" });
      await member.api.notification.setKinds({ id: coachOnly.id, pack: false });

      await asker.api.friend.request({ username: member.username });
      const sent = await member.api.coaching.send({ message: "Hi", serviceType: "consultation" });
      await coach.api.coaching.answer({ id: sent.id, content: "Hello, wolf." });
      await sendDueReminders(t.db, new Date());

      expect(push.refused).toEqual([]);
      expect(push.received.map((got) => [got.device, got.message])).toEqual([
        [
          "bell-phone",
          expect.objectContaining({
            title: "Friend request",
            body: `${asker.username} sent you a friend request`,
            url: "/community?tab=members",
          }),
        ],
        [
          "bell-laptop",
          expect.objectContaining({
            title: "Your coach answered",
            body: "Hello, wolf.",
            url: `/premium-coaching#message-${sent.id}`,
          }),
        ],
      ]);
    } finally {
      await push.close();
    }
  });

  it("tells of a habit milestone", async () => {
    const member = await t.member();
    await member.api.habit.log({ habitType: "reading", outcome: "success" });
    expect((await bell(member)).lines).toEqual(["1 Day Milestone! Daily Reading"]);
  });

  it("needs a signed-in member", async () => {
    await expect(t.caller().api.bell.unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.caller().api.bell.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("keeps a like and its unlike within a minute from leaving anything; an older like stays told", async () => {
    const author = await t.member();
    const liker = await t.member();
    const post = await author.api.community.create({ type: "general", title: "PR", content: "100 kg" });

    await liker.api.community.like({ postId: post.id });
    expect(await bell(author)).toMatchObject({ lines: [`${liker.username} liked your post`], unread: 1 });
    await liker.api.community.like({ postId: post.id });
    expect(await bell(author)).toMatchObject({ lines: [], unread: 0 });

    // Liked more than a minute ago, then taken back: it happened, so it stays.
    await liker.api.community.like({ postId: post.id });
    await t.db.execute(sql`update post_likes set created_at = now() - interval '2 minutes' where post_id = ${post.id}`);
    await liker.api.community.like({ postId: post.id });
    expect(await bell(author)).toMatchObject({ lines: [`${liker.username} liked your post`], unread: 1 });

    // Liking one's own post tells no one.
    const own = await author.api.community.create({ type: "general", title: "Mine", content: "Me" });
    await author.api.community.like({ postId: own.id });
    expect((await bell(author)).unread).toBe(1);
  });

  it("reads 50 likes on one post as one line, naming the latest liker", async () => {
    const author = await t.member();
    const post = await author.api.community.create({ type: "general", title: "Day 100", content: "Made it." });
    const likers = await quickMembers([...Array.from({ length: 49 }, (_, i) => `Pup${i}`), "GreyMane"]);
    for (const liker of likers) await liker.api.community.like({ postId: post.id });

    const { notifications, unread } = await bell(author);
    expect(unread).toBe(1);
    expect(notifications.map((n) => n.text)).toEqual(["GreyMane and 49 others liked your post"]);

    // Read, then one more like: the line comes back unread, on top, counting them all.
    await author.api.bell.markAllRead();
    const [late] = await quickMembers(["LateWolf"]);
    const other = await author.api.community.create({ type: "general", title: "Later", content: "Post" });
    await likers[0]?.api.community.comment({ postId: other.id, content: "Nice" });
    await late?.api.community.like({ postId: post.id });
    const after = await bell(author);
    expect(after.unread).toBe(2);
    expect(after.lines).toEqual(["LateWolf and 50 others liked your post", "Pup0 commented on your post"]);
    const stored = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, author.profile.id));
    expect(stored).toHaveLength(2);
  });
});
