import { count, eq, schema } from "@wolfpack/db";
import { testDriver } from "@wolfpack/db/testing";
import { DEFAULT_WRITE_LIMITS, WRITE_KINDS, type WriteLimits } from "@wolfpack/rules/shared/write-limits";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sweepExpired } from "../src/index.ts";
import { openTestApi, type TestApi } from "./harness.ts";

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<TestApi["member"]>>;

/** The clock stands still at `iso` for the code under test (the database keeps its own). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

/** How each of many calls ended: "ok" or the tRPC error code. */
async function outcomes(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  for (const result of await Promise.allSettled(calls)) {
    const key = result.status === "fulfilled" ? "ok" : String((result.reason as { code?: string }).code);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function postsBy(member: Member): Promise<number> {
  const posts = schema.communityPosts;
  const [row] = await t.db.select({ n: count() }).from(posts).where(eq(posts.userId, member.profile.id));
  return row?.n ?? 0;
}

const post = (member: Member, title = "Morning run") =>
  member.api.community.create({ title, content: "5 km before work." });

/** One write of each kind within ten minutes, the rest as by default. */
const ONE_EACH: WriteLimits = Object.fromEntries(
  WRITE_KINDS.map((kind) => [kind, [{ count: 1, windowMs: 10 * 60_000 }, ...DEFAULT_WRITE_LIMITS[kind].slice(1)]]),
) as unknown as WriteLimits;

describe("limits on a member's writes", () => {
  it("refuses the 11th post in ten minutes with 429, Retry-After and when to try again, storing nothing", async () => {
    clockAt("2026-05-10T12:03:20Z");
    const wolf = await t.member();
    for (let i = 0; i < 10; i++) await post(wolf, `Post ${i}`);
    const refused = t.caller(wolf.cookie);
    await expect(refused.api.community.create({ title: "One more", content: "x" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You've reached the limit of 10 posts per 10 minutes. Try again in 7 minutes.",
    });
    // The ten-minute window ends at 12:10:00.
    expect(refused.resHeaders.get("retry-after")).toBe("400");
    expect(await postsBy(wolf)).toBe(10);

    // Another member is not held back by this one.
    expect(await post(await t.member())).toMatchObject({ title: "Morning run" });
    // The next window opens at 12:10.
    vi.setSystemTime(new Date("2026-05-10T12:10:00Z"));
    await post(wolf);
    expect(await postsBy(wolf)).toBe(11);
  });

  it("stores exactly 10 of 30 posts sent at once", async () => {
    const wolf = await t.member();
    expect(await outcomes(Array.from({ length: 30 }, (_, i) => post(wolf, `Burst ${i}`)))).toEqual({
      ok: 10,
      TOO_MANY_REQUESTS: 20,
    });
    expect(await postsBy(wolf)).toBe(10);
  });

  it.runIf(testDriver() === "postgres")(
    "stores exactly 10 of 30 posts sent at once through two server instances",
    async () => {
      const wolf = await t.member();
      const other = await t.secondInstance();
      try {
        const calls = Array.from({ length: 30 }, (_, i) =>
          (i % 2 === 0 ? t.caller : other.caller)(wolf.cookie).api.community.create({ title: `${i}`, content: "x" }),
        );
        expect(await outcomes(calls)).toEqual({ ok: 10, TOO_MANY_REQUESTS: 20 });
        expect(await postsBy(wolf)).toBe(10);
      } finally {
        await other.close();
      }
    },
  );

  it("counts nothing of a kind whose limits are off", async () => {
    const wolf = await t.member();
    const api = t.caller(wolf.cookie, undefined, { writeLimits: { ...DEFAULT_WRITE_LIMITS, post: [] } }).api;
    expect(
      await outcomes(Array.from({ length: 15 }, (_, i) => api.community.create({ title: `${i}`, content: "x" }))),
    ).toEqual({ ok: 15 });
    const counters = schema.writeCounts;
    expect(await t.db.select().from(counters).where(eq(counters.userId, wolf.profile.id))).toEqual([]);
  });

  it("does not count a refused post against the member's day", async () => {
    clockAt("2026-05-11T08:00:00Z");
    const wolf = await t.member();
    const limits: WriteLimits = {
      ...DEFAULT_WRITE_LIMITS,
      post: [
        { count: 2, windowMs: 10 * 60_000 },
        { count: 5, windowMs: 24 * 60 * 60_000 },
      ],
    };
    const api = t.caller(wolf.cookie, undefined, { writeLimits: limits }).api;
    const tryPost = () => api.community.create({ title: "Again", content: "x" });
    await tryPost();
    await tryPost();
    // A script hammering away: every try refused, none of them counted.
    expect(await outcomes(Array.from({ length: 20 }, tryPost))).toEqual({ TOO_MANY_REQUESTS: 20 });
    vi.setSystemTime(new Date("2026-05-11T08:10:00Z"));
    await tryPost();
    await tryPost();
    vi.setSystemTime(new Date("2026-05-11T08:20:00Z"));
    await tryPost();
    // The fifth post of the day was the last.
    await expect(tryPost()).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You've reached the limit of 5 posts per day. Try again in 16 hours.",
    });
    expect(await postsBy(wolf)).toBe(5);
  });

  it("limits every kind of write, and a refused one changes nothing", async () => {
    const wolf = await t.member();
    await wolf.api.membership.upgrade();
    const api = t.caller(wolf.cookie, undefined, { writeLimits: ONE_EACH }).api;
    const refusedAs = (noun: string) => ({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(new RegExp(`^You've reached the limit of 1 ${noun} per 10 minutes\\. Try again`)),
    });
    const { id: postId } = await post(await t.member());

    await api.community.create({ title: "First", content: "x" });
    await expect(api.community.create({ title: "Second", content: "x" })).rejects.toMatchObject(refusedAs("posts"));
    expect(await postsBy(wolf)).toBe(1);

    // A write refused for another reason is not counted.
    await expect(api.community.comment({ postId: 2_000_000_000, content: "Hello?" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await api.community.comment({ postId, content: "First" });
    await expect(api.community.comment({ postId, content: "Second" })).rejects.toMatchObject(refusedAs("comments"));

    await api.community.like({ postId });
    // Pressed again it would unlike: refused, the like stays.
    await expect(api.community.like({ postId })).rejects.toMatchObject(refusedAs("likes"));
    const [seen] = (await api.community.feed({})).posts.filter((each) => each.id === postId);
    expect(seen).toMatchObject({ likedByMe: true, likes: 1, comments: 1 });

    const message = { serviceType: "form-check" as const, message: "Is my squat deep enough?" };
    await api.coaching.send(message);
    await expect(api.coaching.send(message)).rejects.toMatchObject(refusedAs("messages to the coach"));
    expect((await api.coaching.mine({})).messages).toHaveLength(1);

    await api.group.create({ name: "Dawn Runners", maxMembers: 10 });
    await expect(api.group.create({ name: "Dusk Runners", maxMembers: 10 })).rejects.toMatchObject(
      refusedAs("new groups"),
    );
    expect((await api.group.mine()).map((group) => group.name)).toEqual(["Dawn Runners"]);

    const [asked, alsoAsked] = [await t.member(), await t.member()];
    await api.friend.request({ username: asked.username });
    await expect(api.friend.request({ username: alsoAsked.username })).rejects.toMatchObject(
      refusedAs("friend requests"),
    );
    expect((await api.friend.list()).outgoing.map((each) => each.member.username)).toEqual([asked.username]);

    const reminder = await api.habit.createReminder({ habitType: "reading", reminderTime: "21:00" });
    await expect(api.habit.updateReminder({ id: reminder.id, enabled: false })).rejects.toMatchObject(
      refusedAs("reminder changes"),
    );
    expect(await api.habit.reminders()).toMatchObject([{ id: reminder.id, enabled: true }]);
  });

  it("keeps no counter past its window: the sweep removes them", async () => {
    const countersOf = async (member: Member) =>
      (
        await t.db
          .select({ n: count() })
          .from(schema.writeCounts)
          .where(eq(schema.writeCounts.userId, member.profile.id))
      )[0]?.n;
    clockAt("2020-01-01T12:00:00Z");
    const old = await t.member();
    await post(old);
    vi.useRealTimers();
    const current = await t.member();
    await post(current);
    // Each post is counted in its ten minutes and in its day.
    expect([await countersOf(old), await countersOf(current)]).toEqual([2, 2]);
    await sweepExpired(t.db);
    expect([await countersOf(old), await countersOf(current)]).toEqual([0, 2]);
  });
});
