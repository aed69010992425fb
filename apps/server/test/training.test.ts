import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { hashPassword } from "@wolfpack/api";
import { eq, schema } from "@wolfpack/db";
import { seedDemo } from "@wolfpack/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMALLEST_COMPRESSED_ANSWER } from "../src/compression.ts";
import { HOST, json, ORIGIN, openTestServer, programDayIds, registerThroughRest, type TestServer } from "./harness.ts";

let server: TestServer;
let dayId = new Map<number, number>();
/** Outside the program (no cooldown): 30 listed minutes and 4 exercises. */
let lunchWorkoutId: number;
beforeAll(async () => {
  server = await openTestServer();
  await seedDemo(server.db, { hashPassword, knownPasswords: true });
  dayId = await programDayIds(server);
  const [lunch] = await server.db
    .insert(schema.workouts)
    .values({
      title: "Lunch Break Burner",
      category: "Strength",
      duration: 30,
      difficulty: "Beginner",
      exercises: ["Push-Ups", "Goblet Squats", "Plank", "Burpees"],
    })
    .returning({ id: schema.workouts.id });
  lunchWorkoutId = lunch?.id ?? 0;
});
afterAll(() => server.close());

describe("answers on a weak signal", () => {
  /** A read as a browser that takes `encodings` sends it, its body as it came over the wire. */
  async function read(path: string, cookie: string, encodings?: string) {
    const headers: Record<string, string> = { host: HOST, cookie };
    if (encodings) headers["accept-encoding"] = encodings;
    const response = await server.app.request(`${ORIGIN}${path}`, { headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** A read's answer, unpacked from the encoding it came in. */
  async function answerTo(path: string, cookie: string, encodings?: string) {
    const { response, body } = await read(path, cookie, encodings);
    const encoding = response.headers.get("content-encoding");
    const text = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
    return JSON.parse(text.toString());
  }

  it("sends the workout list compressed to a browser that takes it, the same list as sent plain", async () => {
    const { cookie } = await registerThroughRest(server);
    // The list is a frozen catalogue: compressed once and kept, as brotli (compression.ts).
    for (const [path, encoding] of [
      ["/api/workouts", "br"],
      ["/api/trpc/workout.list", "br"],
    ] as const) {
      const plain = await read(path, cookie);
      expect(plain.response.headers.get("content-encoding"), path).toBeNull();
      // A cache between must not hand this plain answer to a browser that takes brotli.
      expect(plain.response.headers.get("vary"), path).toMatch(/Accept-Encoding/);
      expect(plain.body.byteLength, path).toBeGreaterThan(20_000);
      const list = JSON.parse(plain.body.toString());

      const phone = await read(path, cookie, "gzip, deflate, br, zstd");
      expect(phone.response.headers.get("content-encoding"), path).toBe(encoding);
      expect(phone.response.headers.get("vary"), path).toMatch(/Accept-Encoding/);
      // A phone on a weak signal receives an eighth of it, or less: a few packets.
      expect(phone.body.byteLength, path).toBeLessThan(plain.body.byteLength / 8);
      const unpacked = encoding === "br" ? brotliDecompressSync(phone.body) : gunzipSync(phone.body);
      expect(JSON.parse(unpacked.toString()), path).toEqual(list);

      // A browser that takes only one of them gets that one.
      const gzip = await read(path, cookie, "gzip");
      expect(gzip.response.headers.get("content-encoding"), path).toBe("gzip");
      expect(JSON.parse(gunzipSync(gzip.body).toString()), path).toEqual(list);
      const brotli = await read(path, cookie, "br");
      expect(brotli.response.headers.get("content-encoding"), path).toBe("br");
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString()), path).toEqual(list);
    }
  });

  it("sends each member their own workout list in a batch, as the list alone, however often and however it is asked", async () => {
    // The list is one kept answer per kind of member: its JSON is written once and sent
    // again (patches/@trpc__server), and compressed once, alone and in a batch of one
    // (compression.ts), never one member's to another.
    const free = await registerThroughRest(server);
    const premium = await registerThroughRest(server);
    const upgraded = await server.request("/api/membership/upgrade", { cookie: premium.cookie, body: {} });
    expect(upgraded.status).toBe(200);
    const batch = `/api/trpc/auth.me,workout.list?batch=1&input=${encodeURIComponent("{}")}`;
    const batchOfOne = `/api/trpc/workout.list?batch=1&input=${encodeURIComponent("{}")}`;
    for (const member of [free, premium, free, premium]) {
      const alone = await answerTo("/api/trpc/workout.list", member.cookie, "gzip, deflate, br, zstd");
      expect(await answerTo("/api/trpc/workout.list", member.cookie, "gzip")).toEqual(alone);
      expect(await answerTo("/api/trpc/workout.list", member.cookie)).toEqual(alone);
      expect(await answerTo(batchOfOne, member.cookie, "gzip, deflate, br, zstd")).toEqual([alone]);
      const [me, list] = await answerTo(batch, member.cookie, "br");
      expect(me.result.data.json.id).toBe(member.member.id);
      expect(list).toEqual(alone);
      // As a phone asks, in gzip, where the batch carries the list compressed once
      // (gzipAround); with the gear's catalogue as well, around the member.
      const phone = await read(batch, member.cookie, "gzip, deflate, br, zstd");
      expect(phone.response.headers.get("content-encoding")).toBe("gzip");
      expect(JSON.parse(gunzipSync(phone.body).toString())).toEqual([me, list]);
      const home = `/api/trpc/workout.list,auth.me,gear.list?batch=1&input=${encodeURIComponent("{}")}`;
      const homePlain = await answerTo(home, member.cookie);
      expect(homePlain.map((call: { result: object }) => Object.keys(call.result))).toEqual([
        ["data"],
        ["data"],
        ["data"],
      ]);
      expect(await answerTo(home, member.cookie, "gzip, deflate, br, zstd")).toEqual(homePlain);
      const locked = list.result.data.json.filter((workout: { locked: boolean }) => workout.locked);
      if (member === free) expect(locked.length).toBeGreaterThan(0);
      else expect(locked).toEqual([]);
    }
  });

  it("sends an answer that fits one packet as it is", async () => {
    const { cookie } = await registerThroughRest(server);
    for (const path of ["/api/auth/me", "/api/trpc/auth.me"]) {
      const me = await read(path, cookie, "br");
      expect(me.response.status, path).toBe(200);
      expect(me.body.byteLength, path).toBeLessThan(SMALLEST_COMPRESSED_ANSWER);
      expect(me.response.headers.get("content-encoding"), path).toBeNull();
      expect(me.response.headers.get("vary"), path).toMatch(/Accept-Encoding/);
      const answer = JSON.parse(me.body.toString());
      expect(answer.username ?? answer.result.data.json.username, path).toMatch(/^rest_wolf_/);
    }
  });
});

describe("the training paths over REST", () => {
  it("answers members only", async () => {
    for (const path of ["/api/workouts", "/api/exercises", "/api/achievements", "/api/gear", "/api/user-workouts"]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(401);
    }
  });

  it("completes a workout with the spec's body, and the member's reads follow", async () => {
    const { cookie, member } = await registerThroughRest(server);
    const list = await json(await server.request("/api/workouts", { cookie }));
    expect(list.filter((workout: { day: number | null }) => workout.day !== null)).toHaveLength(100);
    expect(list[0]).toMatchObject({ day: 1, locked: false });

    const day1 = dayId.get(1);
    const done = await server.request(`/api/workouts/${day1}/complete`, {
      cookie,
      body: { duration: 24, exercisesCompleted: 4 },
    });
    expect(done.status).toBe(201);
    expect((await json(done)).member).toMatchObject({ workoutsCompleted: 1, totalMinutes: 24, currentStreak: 1 });

    const sessions = await json(await server.request(`/api/users/${member.id}/workouts`, { cookie }));
    expect(sessions).toEqual([
      expect.objectContaining({ workoutId: day1, duration: 24, caloriesBurned: expect.any(Number) }),
    ]);
    expect(await json(await server.request("/api/user-workouts", { cookie }))).toHaveLength(1);
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({ workoutsCompleted: 1 });
    const cooldown = await json(await server.request("/api/users/me/cooldown", { cookie }));
    expect(cooldown).toMatchObject({ canUnlock: false, timeRemaining: expect.any(Number) });
    const earned = await json(await server.request(`/api/users/${member.id}/achievements`, { cookie }));
    expect(earned.map((e: { achievementId: string }) => e.achievementId)).toEqual(["first-hunt"]);

    const blocked = await server.request(`/api/workouts/${dayId.get(2)}/complete`, {
      cookie,
      body: { duration: 24, exercisesCompleted: 4 },
    });
    expect(blocked.status).toBe(409);
    expect((await json(blocked)).message).toMatch(/unlocks in/);
  });

  it("refuses a locked workout with 403 naming the upgrade, and nonsense with a clear 400", async () => {
    const { cookie } = await registerThroughRest(server);
    const locked = await server.request(`/api/workouts/${dayId.get(10)}`, { cookie });
    expect(locked.status).toBe(403);
    expect((await json(locked)).message).toContain("PREMIUM WOLF");
    const lockedCompletion = await server.request(`/api/workouts/${dayId.get(10)}/complete`, {
      cookie,
      body: { duration: 30, exercisesCompleted: 5 },
    });
    expect(lockedCompletion.status).toBe(403);

    const notANumber = await server.request("/api/workouts/abc", { cookie });
    expect(notANumber.status).toBe(400);
    expect(await json(notANumber)).toEqual({ message: "Workout id must be a number" });
    const missing = await server.request("/api/workouts/987654", { cookie });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: "Workout not found" });
    const badDuration = await server.request(`/api/workouts/${dayId.get(1)}/complete`, {
      cookie,
      body: { duration: "long", exercisesCompleted: 1 },
    });
    expect(badDuration.status).toBe(400);
    expect(await json(badDuration)).toEqual({ message: "Duration must be a number" });
  });

  it("refuses minutes and exercises that are not whole numbers, and credits nothing", async () => {
    const { cookie } = await registerThroughRest(server);
    const complete = (body: unknown) => server.request(`/api/workouts/${lunchWorkoutId}/complete`, { cookie, body });
    for (const value of [null, true, "", [7], "0x10", "1e2", " 30", "30.5", 30.5]) {
      const badDuration = await complete({ duration: value, exercisesCompleted: 1 });
      expect(badDuration.status, JSON.stringify(value)).toBe(400);
      expect(await json(badDuration)).toEqual({
        message: value === 30.5 ? "Duration must be a whole number" : "Duration must be a number",
      });
      const badCount = await complete({ duration: 30, exercisesCompleted: value });
      expect(badCount.status, JSON.stringify(value)).toBe(400);
      expect((await json(badCount)).message).toMatch(/^Exercises completed must be a (whole )?number$/);
    }
    const missing = await complete({ exercisesCompleted: 1 });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: "Duration must be a number" });
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({
      workoutsCompleted: 0,
      totalMinutes: 0,
      totalXP: 0,
    });
    expect(await json(await server.request("/api/user-workouts", { cookie }))).toEqual([]);
  });

  it("credits no more than the workout can take: 600 minutes on a 30-minute workout is a 400, 90 is fine", async () => {
    const { cookie } = await registerThroughRest(server);
    const complete = (body: unknown) => server.request(`/api/workouts/${lunchWorkoutId}/complete`, { cookie, body });
    const tooLong = await complete({ duration: 600, exercisesCompleted: 100 });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toEqual({ message: "Duration must be at most 90 minutes for this 30-minute workout" });
    const tooMany = await complete({ duration: 30, exercisesCompleted: 5 });
    expect(tooMany.status).toBe(400);
    expect(await json(tooMany)).toEqual({
      message: "Exercises completed must be at most 4: this workout has 4 exercises",
    });
    const foreignSet = await complete({
      duration: 30,
      exercisesCompleted: 1,
      sets: [{ exerciseName: "Barbell Bench Press", setNumber: 1, reps: 1, weight: 300 }],
    });
    expect(foreignSet.status).toBe(400);
    expect(await json(foreignSet)).toEqual({ message: '"Barbell Bench Press" is not an exercise of this workout' });
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({
      workoutsCompleted: 0,
      totalMinutes: 0,
      totalXP: 0,
      level: 1,
    });
    expect(await json(await server.request("/api/user-workouts", { cookie }))).toEqual([]);

    const long = await complete({ duration: 90, exercisesCompleted: 4 });
    expect(long.status).toBe(201);
    expect((await json(long)).member).toMatchObject({ workoutsCompleted: 1, totalMinutes: 90 });
  });

  it("reads minutes sent as plain digits, as a form would send them", async () => {
    const { cookie } = await registerThroughRest(server);
    const done = await server.request(`/api/workouts/${lunchWorkoutId}/complete`, {
      cookie,
      body: { duration: "45", exercisesCompleted: "3", sets: [{ exerciseName: "Plank", setNumber: 1 }] },
    });
    expect(done.status).toBe(201);
    expect((await json(done)).session).toMatchObject({ workoutId: lunchWorkoutId, duration: 45 });
    expect(await json(await server.request("/api/users/me", { cookie }))).toMatchObject({
      workoutsCompleted: 1,
      totalMinutes: 45,
    });
  });

  it("keeps another member's training private, with 403", async () => {
    const owner = await registerThroughRest(server);
    const stranger = await registerThroughRest(server);
    for (const suffix of ["", "/workouts", "/cooldown", "/achievements"]) {
      const response = await server.request(`/api/users/${owner.member.id}${suffix}`, { cookie: stranger.cookie });
      expect(response.status, suffix).toBe(403);
    }
    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, stranger.member.id));
    const asAdmin = await server.request(`/api/users/${owner.member.id}`, { cookie: stranger.cookie });
    expect(asAdmin.status).toBe(200);
    expect(await json(asAdmin)).not.toHaveProperty("passwordHash");
  });

  it("serves the featured e-books with ?featured=true", async () => {
    const { cookie } = await registerThroughRest(server);
    const all = await json(await server.request("/api/ebooks", { cookie }));
    const featured = await json(await server.request("/api/ebooks?featured=true", { cookie }));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
    expect(featured.every((book: { featured: boolean }) => book.featured)).toBe(true);
  });
});
