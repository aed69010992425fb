import { createDb, eq, schema, usernameColumns } from "@wolfpack/db";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trpcBatchPath } from "../bench/scenarios.ts";
import { createApp } from "../src/app.ts";
import { json, openTestServer, registerThroughRest, send, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** The habits screen's one request. */
const HABITS_SCREEN = trpcBatchPath([["auth.me"], ["habit.history", { perHabit: 7 }], ["habit.reminders"]]);
/** The pack screen's: the feed and the member's friends, which other members write. */
const PACK_SCREEN = trpcBatchPath([["auth.me"], ["community.feed", {}], ["friend.list"]]);

const answersOf = async (response: Response) =>
  (await json(response)).map((answer: { result: { data: { json: unknown } } }) => answer.result.data.json);

/**
 * Runs `test` with the server its writes go through: a second one on the same database on
 * PostgreSQL (nothing tells this one of them), else this one.
 */
async function withWriter(test: (writer: TestServer["app"]) => Promise<void>) {
  const other = server.url ? await createDb({ databaseUrl: server.url, poolSize: 2 }) : undefined;
  try {
    await test(other ? createApp({ db: other.db }) : server.app);
  } finally {
    await other?.close();
  }
}

describe("a screen's answer kept for the member who asked (kept-answers.ts)", () => {
  it("is sent again as it was, and shows each write at once, whichever server took it", async () => {
    const wolf = await registerThroughRest(server);
    await withWriter(async (writer) => {
      const gzip = { "accept-encoding": "gzip" };
      const first = await server.request(HABITS_SCREEN, { cookie: wolf.cookie, headers: gzip });
      const again = await server.request(HABITS_SCREEN, { cookie: wolf.cookie, headers: gzip });
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(await first.text());
      for (const header of ["content-type", "content-encoding", "vary", "content-security-policy", "x-frame-options"]) {
        expect(again.headers.get(header), header).toBe(first.headers.get(header));
      }

      const logged = await send(writer, "/api/users/me/habits", {
        cookie: wolf.cookie,
        body: { habitType: "reading", completed: true },
      });
      expect(logged.status).toBe(201);
      const [, logs] = await answersOf(await server.request(HABITS_SCREEN, { cookie: wolf.cookie }));
      expect(logs.map((log: { habitType: string }) => log.habitType)).toEqual(["reading"]);

      // A change to the member's own row, made in SQL: their name on the screen.
      await server.db.update(schema.users).set({ country: "NZ" }).where(eq(schema.users.id, wolf.member.id));
      const [me] = await answersOf(await server.request(HABITS_SCREEN, { cookie: wolf.cookie }));
      expect(me.country).toBe("NZ");
    });
  });

  it("shows at once what another member writes of the feed and the pack, whichever server took it", async () => {
    const wolf = await registerThroughRest(server);
    const fox = await registerThroughRest(server);
    await withWriter(async (writer) => {
      const packScreen = async () => {
        const [, feed, pack] = await answersOf(await server.request(PACK_SCREEN, { cookie: wolf.cookie }));
        return {
          posts: feed.posts
            .filter((post: { author: { id: string } }) => post.author.id === fox.member.id)
            .map((post: { title: string; likes: number }) => [post.title, post.likes]),
          incoming: pack.incoming.map((entry: { member: { username: string } }) => entry.member.username),
        };
      };
      const first = await server.request(PACK_SCREEN, { cookie: wolf.cookie });
      const again = await server.request(PACK_SCREEN, { cookie: wolf.cookie });
      expect(await again.text()).toBe(await first.text());
      expect(await packScreen()).toEqual({ posts: [], incoming: [] });

      const posted = await send(writer, "/api/community/posts", {
        cookie: fox.cookie,
        body: { title: "Day one", content: "Done." },
      });
      expect(posted.status).toBe(201);
      expect((await packScreen()).posts).toEqual([["Day one", 0]]);
      const { id } = await json(posted);
      expect((await send(writer, `/api/community/posts/${id}/like`, { cookie: fox.cookie, body: {} })).status).toBe(
        200,
      );
      expect((await packScreen()).posts).toEqual([["Day one", 1]]);

      // The fox asks to be friends; then their name is changed in SQL, with no server told.
      await send(writer, "/api/friends/requests", { cookie: fox.cookie, body: { username: wolf.username } });
      expect((await packScreen()).incoming).toEqual([fox.username]);
      await server.db
        .update(schema.users)
        .set(usernameColumns("renamed_fox"))
        .where(eq(schema.users.id, fox.member.id));
      expect((await packScreen()).incoming).toEqual(["renamed_fox"]);
    });
  });

  it("keeps the progress charts until a session's bests change, even in SQL", async () => {
    const wolf = await registerThroughRest(server);
    const [workout] = await server.db
      .insert(schema.workouts)
      .values({ title: "Kept lifts", category: "strength", duration: 30, difficulty: "beginner" })
      .returning({ id: schema.workouts.id });
    const [session] = await server.db
      .insert(schema.userWorkouts)
      .values({ userId: wolf.member.id, workoutId: workout?.id ?? 0, localDate: "2026-11-02", duration: 30 })
      .returning({ id: schema.userWorkouts.id });
    const charts = trpcBatchPath([["progress.charts"]]);
    const lifts = async () => {
      const [answer] = await answersOf(await server.request(charts, { cookie: wolf.cookie }));
      return answer.oneRepMax.map((chart: { exercise: string }) => chart.exercise);
    };
    expect(await lifts()).toEqual([]);
    expect(await lifts()).toEqual([]);
    await server.db
      .insert(schema.sessionOneRepMaxes)
      .values({ userWorkoutId: session?.id ?? 0, exerciseName: "Squat", kg: 100, lb: 220 });
    expect(await lifts()).toEqual(["Squat"]);
  });

  it("shows a catalogue changed in SQL at once, over tRPC and REST: a new workout in the list", async () => {
    const wolf = await registerThroughRest(server);
    const titles = async () => {
      const [overTrpc] = await answersOf(
        await server.request(trpcBatchPath([["workout.list"]]), { cookie: wolf.cookie }),
      );
      const overRest = await json(await server.request("/api/workouts", { cookie: wolf.cookie }));
      return [overTrpc, overRest].map((list: { title: string }[]) => list.map((workout) => workout.title));
    };
    const before = await titles();
    expect(await titles()).toEqual(before);
    const title = `Kept list ${Math.random()}`;
    await server.db.insert(schema.workouts).values({ title, category: "cardio", duration: 15, difficulty: "beginner" });
    for (const list of await titles()) expect(list).toContain(title);
  });

  it("follows the clock where the member's standing does: a premium that lapses reads as free", async () => {
    const wolf = await registerThroughRest(server);
    // Within the time an answer is kept at most.
    const ends = new Date(Date.now() + 5000);
    await server.db
      .update(schema.users)
      .set({ membershipTier: "premium", membershipExpiresAt: ends })
      .where(eq(schema.users.id, wolf.member.id));
    const [before] = await answersOf(await server.request(HABITS_SCREEN, { cookie: wolf.cookie }));
    expect(before.membershipTier).toBe("premium");
    vi.useFakeTimers({ toFake: ["Date"], now: ends.getTime() + 1000 });
    const [after] = await answersOf(await server.request(HABITS_SCREEN, { cookie: wolf.cookie }));
    expect(after.membershipTier).toBe("free");
  });

  it("is never another member's: a coach reading a member's habits sees each new log", async () => {
    const wolf = await registerThroughRest(server);
    const coach = await registerThroughRest(server);
    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, coach.member.id));
    // With a read of the coach's own, which comes with their session.
    const theirs = trpcBatchPath([["habit.reminders"], ["habit.history", { memberId: wolf.member.id, perHabit: 7 }]]);
    expect(await answersOf(await server.request(theirs, { cookie: coach.cookie }))).toEqual([[], []]);
    await server.request("/api/users/me/habits", {
      cookie: wolf.cookie,
      body: { habitType: "sugar", completed: true },
    });
    const [, logs] = await answersOf(await server.request(theirs, { cookie: coach.cookie }));
    expect(logs.map((log: { habitType: string }) => log.habitType)).toEqual(["sugar"]);
    // Over REST too: the member's path names them.
    const overRest = await json(await server.request(`/api/users/${wolf.member.id}/habits`, { cookie: coach.cookie }));
    expect(overRest.map((log: { habitType: string }) => log.habitType)).toEqual(["sugar"]);
    await server.request("/api/users/me/habits", {
      cookie: wolf.cookie,
      body: { habitType: "reading", completed: true },
    });
    const again = await json(await server.request(`/api/users/${wolf.member.id}/habits`, { cookie: coach.cookie }));
    expect(again.map((log: { habitType: string }) => log.habitType).sort()).toEqual(["reading", "sugar"]);
  });

  it("is kept over REST as over tRPC: the habits and the global board follow each write", async () => {
    const wolf = await registerThroughRest(server);
    const fox = await registerThroughRest(server);
    await withWriter(async (writer) => {
      const gzip = { "accept-encoding": "gzip" };
      const first = await server.request("/api/users/me/habits", { cookie: wolf.cookie, headers: gzip });
      const again = await server.request("/api/users/me/habits", { cookie: wolf.cookie, headers: gzip });
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(await first.text());
      await send(writer, "/api/users/me/habits", {
        cookie: wolf.cookie,
        body: { habitType: "drinking", completed: true },
      });
      const logs = await json(await server.request("/api/users/me/habits", { cookie: wolf.cookie }));
      expect(logs.map((log: { habitType: string }) => log.habitType)).toEqual(["drinking"]);

      const leader = async () =>
        (await json(await server.request("/api/leaderboards/global", { cookie: wolf.cookie })))[0];
      expect(await leader()).toEqual(await leader());
      // Another member's streak, changed in SQL with no server told: they lead the board.
      await server.db.update(schema.users).set({ currentStreak: 10_000 }).where(eq(schema.users.id, fox.member.id));
      expect(await leader()).toMatchObject({ userId: fox.member.id, rank: 1, currentStreak: 10_000 });
    });
  });
});
