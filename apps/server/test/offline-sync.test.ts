/**
 * Writes a phone queued offline and sent later, over REST (docs/rules.md, Offline sync):
 * a replay with the key answers the first result, and `occurredAt` credits the write to
 * when it happened, within the bounds.
 */
import { hashPassword } from "@wolfpack/api";
import { eq, schema, sql } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { json, openTestServer, programDayIds, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
let dayId = new Map<number, number>();
beforeAll(async () => {
  server = await openTestServer();
  await seedDemo(server.db, { hashPassword, knownPasswords: true });
  dayId = await programDayIds(server);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const KEY_A = "5d3c1a7e-2b4f-4e0a-9c61-8f2d7b3e4a11";
const KEY_B = "5d3c1a7e-2b4f-4e0a-9c61-8f2d7b3e4a12";

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function sessionsOf(memberId: string) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.userWorkouts)
    .where(eq(schema.userWorkouts.userId, memberId));
  return row?.n;
}

describe("a completion sent again with its key over REST", () => {
  it("answers 201 with the first result each time, and counts it once", async () => {
    const { cookie, member } = await registerThroughRest(server);
    const complete = (clientKey: string) =>
      server.request(`/api/workouts/${dayId.get(1)}/complete`, {
        cookie,
        body: { duration: "24", exercisesCompleted: 4, clientKey },
      });
    const first = await complete(KEY_A);
    expect(first.status).toBe(201);
    const answer = await json(first);
    for (const replay of [await complete(KEY_A), ...(await Promise.all([complete(KEY_A), complete(KEY_A)]))]) {
      expect(replay.status).toBe(201);
      expect(await json(replay)).toEqual(answer);
    }
    expect(await sessionsOf(member.id)).toBe(1);
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({
      workoutsCompleted: 1,
      totalMinutes: 24,
      currentStreak: 1,
      totalXP: 50,
    });
  });

  it("takes two keys as two sessions", async () => {
    const { cookie, member } = await registerThroughRest(server);
    await server.request(`/api/workouts/${dayId.get(1)}/complete`, {
      cookie,
      body: { duration: 20, exercisesCompleted: 4, clientKey: KEY_A },
    });
    // The second program day waits for the cooldown, so the second session is a day later.
    at(new Date(Date.now() + 36 * 3_600_000).toISOString());
    const second = await server.request(`/api/workouts/${dayId.get(2)}/complete`, {
      cookie,
      body: { duration: 20, exercisesCompleted: 4, clientKey: KEY_B },
    });
    expect(second.status).toBe(201);
    expect(await sessionsOf(member.id)).toBe(2);
    expect((await json(await server.request("/api/users/me", { cookie }))).workoutsCompleted).toBe(2);
  });

  it("refuses a key that is not a UUID", async () => {
    const { cookie } = await registerThroughRest(server);
    const response = await server.request(`/api/workouts/${dayId.get(1)}/complete`, {
      cookie,
      body: { duration: 20, exercisesCompleted: 4, clientKey: "retry-1" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: "clientKey must be a UUID" });
  });
});

describe("a completion credited to when it happened, over REST", () => {
  it("keeps the day trained when finished at 23:50 and synced at 00:10", async () => {
    const { cookie } = await registerThroughRest(server, { timezone: "America/New_York" });
    at("2026-06-01T14:00:00Z"); // 10:00 on June 1 in New York
    await server.request(`/api/workouts/${dayId.get(1)}/complete`, {
      cookie,
      body: { duration: 20, exercisesCompleted: 4 },
    });
    at("2026-06-03T04:10:00Z"); // 00:10 on June 3 in New York
    const synced = await server.request(`/api/workouts/${dayId.get(2)}/complete`, {
      cookie,
      body: { duration: 20, exercisesCompleted: 4, clientKey: KEY_A, occurredAt: "2026-06-02T23:50:00-04:00" },
    });
    expect(synced.status).toBe(201);
    const answer = await json(synced);
    expect(answer.session).toMatchObject({ localDate: "2026-06-02", completedAt: "2026-06-03T03:50:00.000Z" });
    expect(answer.member.currentStreak).toBe(2);
    expect((await json(await server.request("/api/users/me", { cookie }))).currentStreak).toBe(2);
  });

  it("refuses a moment in the future or older than 72 hours with 400 and the reason", async () => {
    const { cookie, member } = await registerThroughRest(server);
    at("2026-06-10T12:00:00Z");
    const complete = (occurredAt: string) =>
      server.request(`/api/workouts/${dayId.get(1)}/complete`, {
        cookie,
        body: { duration: 20, exercisesCompleted: 4, clientKey: KEY_A, occurredAt },
      });
    const future = await complete("2026-06-10T12:30:00Z");
    expect(future.status).toBe(400);
    expect(await json(future)).toMatchObject({
      message: "This workout is timed in the future. Check the date and time on your phone, then try again.",
    });
    const old = await complete("2026-06-07T11:00:00Z");
    expect(old.status).toBe(400);
    expect((await json(old)).message).toMatch(/^This workout was saved on your phone more than 72 hours ago/);
    const notAnInstant = await complete("2026-06-10 11:00");
    expect(notAnInstant.status).toBe(400);
    expect(await sessionsOf(member.id)).toBe(0);
  });
});

describe("a habit logged offline on one phone and online on another, over REST", () => {
  it("gives the second to arrive the 409, and the first's replay its first answer", async () => {
    const { cookie, member } = await registerThroughRest(server);
    at("2026-06-10T12:00:00Z");
    const log = (body: Record<string, unknown>) =>
      server.request(`/api/users/${member.id}/habits`, { cookie, body: { habitType: "sugar", ...body } });
    // The phone that was offline arrives first; the online phone's log of the same day second.
    const offline = await log({ completed: false, clientKey: KEY_A, occurredAt: "2026-06-10T08:00:00Z" });
    expect(offline.status).toBe(201);
    const first = await json(offline);
    const online = await log({ completed: true, clientKey: KEY_B });
    expect(online.status).toBe(409);
    expect(await json(online)).toMatchObject({
      message: "Sugar Avoidance is already logged for today. A day's log cannot be changed.",
    });
    const replay = await log({ completed: false, clientKey: KEY_A, occurredAt: "2026-06-10T08:00:00Z" });
    expect(replay.status).toBe(201);
    expect(await json(replay)).toEqual(first);
    const history = await json(await server.request("/api/users/me/habits", { cookie }));
    expect(history).toEqual([expect.objectContaining({ habitType: "sugar", createdAt: "2026-06-10T08:00:00.000Z" })]);
    expect((await json(await server.request("/api/users/me", { cookie }))).daysWithoutSugar).toBe(1);
  });
});
