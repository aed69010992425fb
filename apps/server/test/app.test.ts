import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, eq, schema } from "@wolfpack/db";
import { testDriver } from "@wolfpack/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcBatchPath } from "../bench/scenarios.ts";
import { createApp } from "../src/app.ts";
import { json, openTestServer, registerThroughRest, send, sessionCookie, type TestServer } from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

describe("the API's edges", () => {
  it("answers GET /api/health with 200", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: "ok" });
  });

  it("answers malformed JSON with 400 and a readable message", async () => {
    const response = await server.request("/api/auth/login", { body: '{"email": "a@b.co", "password": ' });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await json(response)).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await server.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: "There is no API endpoint at GET /api/no-such-thing." });
  });

  it("answers bad input with 400 and the rule's message, without a stack trace", async () => {
    const response = await server.request("/api/auth/register", {
      body: { username: "shortpw", email: "shortpw@example.com", password: "123" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: "Password must be at least 6 characters" });
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await server.request("/api/auth/login", {
      body: { email: "big@example.com", password: "x".repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toMatch(/too large/);
  });

  it("refuses a body whose Content-Length says it is over 1 MB, before reading it", async () => {
    const response = await server.request("/api/auth/login", {
      body: { email: "big@example.com", password: "secret123" },
      headers: { "content-length": String(1024 * 1024 + 1) },
    });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toMatch(/too large/);
  });

  it("sends security headers with every response", async () => {
    const response = await server.request("/api/health");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // Pictures come from this site only: no member's picture may make a viewer's browser call another host.
    expect(response.headers.get("content-security-policy")).toMatch(/img-src 'self' data: blob:;/);
    // Plain HTTP: a Strict-Transport-Security header would be ignored, so none is sent.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("auth over REST", () => {
  it("registers with 201 and an HttpOnly, SameSite=Lax session cookie, never the password hash", async () => {
    const response = await server.request("/api/auth/register", {
      body: { username: "RestWolf", email: "restwolf@example.com", password: "secret123", avatar: "" },
    });
    expect(response.status).toBe(201);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/wolfpack_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const body = await response.text();
    expect(body).not.toMatch(/passwordHash|argon2/);
    expect(JSON.parse(body)).toMatchObject({ username: "RestWolf", membershipTier: "free" });
  });

  it("answers GET /api/auth/me with 401 for a visitor and the member for a session", async () => {
    const visitor = await server.request("/api/auth/me");
    expect(visitor.status).toBe(401);
    expect((await json(visitor)).message).toBeTruthy();

    const wolf = await registerThroughRest(server);
    const me = await server.request("/api/auth/me", { cookie: wolf.cookie });
    expect(me.status).toBe(200);
    const body = await me.text();
    expect(JSON.parse(body)).toMatchObject({ id: wolf.member.id, email: wolf.email });
    expect(body).not.toContain("passwordHash");
  });

  it("says 409 and which field for a duplicate username or e-mail", async () => {
    const wolf = await registerThroughRest(server);
    const sameName = await server.request("/api/auth/register", {
      body: { username: wolf.username.toUpperCase(), email: "unique1@example.com", password: "secret123" },
    });
    expect(sameName.status).toBe(409);
    expect((await json(sameName)).message).toMatch(/username/i);
    const sameEmail = await server.request("/api/auth/register", {
      body: { username: "unique_name_1", email: wolf.email, password: "secret123" },
    });
    expect(sameEmail.status).toBe(409);
    expect((await json(sameEmail)).message).toMatch(/email/i);
  });

  it("logs in, logs out and then refuses the old cookie", async () => {
    const wolf = await registerThroughRest(server);
    const login = await server.request("/api/auth/login", { body: { email: wolf.email, password: wolf.password } });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBeNull();

    const logout = await server.request("/api/auth/logout", { method: "POST", cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(/wolfpack_session=;.*Max-Age=0/i);
    expect((await server.request("/api/auth/me", { cookie })).status).toBe(401);
  });

  it("answers wrong credentials with 401 and repeated failures with 429", async () => {
    const wolf = await registerThroughRest(server);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await server.request("/api/auth/login", { body: { email: wolf.email, password: "wrong-one" } });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: "Invalid email or password" });
    }
    const throttled = await server.request("/api/auth/login", { body: { email: wolf.email, password: wolf.password } });
    expect(throttled.status).toBe(429);
    expect((await json(throttled)).message).toMatch(/try again in \d+ minutes?/i);
  });

  it("selects a membership and upgrades through the documented paths", async () => {
    const wolf = await registerThroughRest(server);
    const select = await server.request("/api/auth/select-membership", {
      body: { membershipTier: "free" },
      cookie: wolf.cookie,
    });
    expect(select.status).toBe(200);
    expect((await json(select)).membershipTier).toBe("free");
    const upgrade = await server.request("/api/membership/upgrade", { method: "POST", cookie: wolf.cookie });
    expect(upgrade.status).toBe(200);
    expect((await json(upgrade)).membershipTier).toBe("premium");
    const profile = await server.request("/api/auth/profile", {
      method: "PUT",
      body: { username: "Renamed_Wolf", email: wolf.email },
      cookie: wolf.cookie,
    });
    expect(profile.status).toBe(200);
    expect((await json(profile)).username).toBe("Renamed_Wolf");
  });

  it("keeps admin calls from visitors (401) and members (403)", async () => {
    expect((await server.request("/api/admin/analytics")).status).toBe(401);
    const wolf = await registerThroughRest(server);
    const forbidden = await server.request("/api/admin/engagement", { cookie: wolf.cookie });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).message).toMatch(/admin/i);
  });

  it("answers an admin the member table's first page as a list, and a search by the start of a username", async () => {
    const admin = await registerThroughRest(server, { username: "table_boss" });
    await server.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, admin.member.id));
    const all = await server.request("/api/admin/engagement", { cookie: admin.cookie });
    expect(all.status).toBe(200);
    expect(Array.isArray(await json(all))).toBe(true);
    const found = await json(await server.request("/api/admin/engagement?search=TABLE_B", { cookie: admin.cookie }));
    expect(found.map((row: { username: string }) => row.username)).toEqual(["table_boss"]);
    const bad = await server.request("/api/admin/engagement?cursor=nope", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another origin, JSON and tRPC alike", async () => {
    const wolf = await registerThroughRest(server);
    const rest = await server.request("/api/membership/upgrade", {
      method: "POST",
      cookie: wolf.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(rest.status).toBe(403);
    expect((await json(rest)).message).toMatch(/other sites/);

    const trpc = await server.request("/api/trpc/membership.upgrade", {
      body: {},
      cookie: wolf.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(trpc.status).toBe(403);

    const me = await server.request("/api/auth/me", { cookie: wolf.cookie });
    expect((await json(me)).membershipTier).toBe("free");
  });

  it("refuses a cross-site fetch that hides its origin", async () => {
    const response = await server.request("/api/auth/logout", {
      method: "POST",
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });
});

describe("tRPC", () => {
  it("serves procedures under /api/trpc and reports errors without a stack", async () => {
    const ok = await server.request("/api/trpc/health.check");
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ result: { data: { json: { status: "ok" } } } });

    const denied = await server.request("/api/trpc/admin.analytics");
    expect(denied.status).toBe(401);
    const body = await denied.text();
    expect(body).not.toContain("stack");
    expect(body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends an answer's Dates as superjson notes them, the same member REST sends", async () => {
    const wolf = await registerThroughRest(server);
    const rest = await json(await server.request("/api/auth/me", { cookie: wolf.cookie }));
    const trpc = await server.request("/api/trpc/auth.me", { cookie: wolf.cookie });
    expect(trpc.status).toBe(200);
    const { json: member, meta } = (await json(trpc)).result.data;
    expect(member).toEqual(rest);
    // The web app's superjson makes a Date again of each value noted so: every Date and nothing else.
    const dates = Object.keys(member).filter((key) => /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(String(member[key])));
    expect(dates).toContain("createdAt");
    expect(meta).toEqual({ values: Object.fromEntries(dates.map((key) => [key, ["Date"]])), v: 1 });
  });

  it("answers a screen's batch as each call sent alone, its own reads made with the session", async () => {
    const wolf = await registerThroughRest(server);
    const pal = await registerThroughRest(server);
    await server.request("/api/users/me/reminders", {
      cookie: wolf.cookie,
      body: { habitType: "reading", reminderTime: "21:30" },
    });
    for (const day of ["yesterday", "today"]) {
      await server.request("/api/users/me/habits", {
        cookie: wolf.cookie,
        body: { habitType: "reading", completed: true, notes: day, day },
      });
    }
    const asked = await server.request("/api/friends/requests", {
      cookie: wolf.cookie,
      body: { username: pal.username },
    });
    expect(asked.status).toBe(201);
    const accepted = await server.request(`/api/friends/${wolf.member.id}/accept`, { cookie: pal.cookie, body: {} });
    expect(accepted.status).toBe(200);
    // A day marked by hand: the answer is the member's days, read apart from the session.
    const marked = await server.request("/api/trpc/program.toggleDay", {
      cookie: wolf.cookie,
      body: { json: { day: 3, done: true } },
    });
    expect(marked.status).toBe(200);
    const daysApart = (await json(marked)).result.data.json;
    expect(daysApart).toEqual({ completedDays: [3], trainedDays: [] });
    // Each call alone, then all in one batch of ten, the most a batch may hold (the history
    // twice, with values that clash).
    const calls: [procedure: string, input?: unknown][] = [
      ["auth.me"],
      ["habit.history", { perHabit: 7 }],
      ["habit.history", { perHabit: 1 }],
      ["habit.reminders"],
      ["ebook.list"],
      ["leaderboard.friends"],
      ["program.days"],
      ["workout.history", { limit: 5 }],
      ["member.progress", { memberId: "me" }],
      ["friend.list"],
    ];
    const alone = [];
    for (const [procedure, input] of calls) {
      const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
      const response = await server.request(`/api/trpc/${procedure}${query}`, { cookie: wolf.cookie });
      expect(response.status, procedure).toBe(200);
      alone.push(await json(response));
    }
    const path = trpcBatchPath(calls);
    const batch = await server.request(path, { cookie: wolf.cookie });
    const answers = await json(batch);
    expect(batch.status).toBe(200);
    expect(answers).toEqual(alone);
    const notes = (answer: { result: { data: { json: { notes: string }[] } } }) =>
      answer.result.data.json.map((log) => log.notes);
    expect([notes(answers[1]), notes(answers[2])]).toEqual([["today", "yesterday"], ["today"]]);
    expect(answers[5].result.data.json.map((row: { username: string }) => row.username).sort()).toEqual(
      [pal.username, wolf.username].sort(),
    );
    expect(answers[6].result.data.json).toEqual(daysApart);
    expect(answers[9].result.data.json.friends.map((friend: { member: { id: string } }) => friend.member.id)).toEqual([
      pal.member.id,
    ]);
  });

  it("answers the global and national boards alike with the session and apart from it", async () => {
    const wolf = await registerThroughRest(server);
    await server.db
      .update(schema.users)
      .set({ currentStreak: 4, totalMinutes: 90 })
      .where(eq(schema.users.id, wolf.member.id));
    // In one batch the global board twice (the second read apart) and the national board named
    // (with the session) and not (apart: the member's own, USA's for a member with no country).
    const calls: [procedure: string, input?: unknown][] = [
      ["auth.me"],
      ["leaderboard.global"],
      ["leaderboard.global"],
      ["leaderboard.national", { country: "USA" }],
      ["leaderboard.national"],
    ];
    const path = trpcBatchPath(calls);
    const batch = await server.request(path, { cookie: wolf.cookie });
    expect(batch.status).toBe(200);
    const [, global, globalApart, national, nationalApart] = (await json(batch)).map(
      (answer: { result: { data: { json: unknown } } }) => answer.result.data.json,
    );
    expect(globalApart).toEqual(global);
    expect(nationalApart).toEqual(national);
    expect(global.find((row: { userId: string }) => row.userId === wolf.member.id)).toMatchObject({ currentStreak: 4 });
    const alone = await server.request("/api/leaderboards/global", { cookie: wolf.cookie });
    expect(await json(alone)).toEqual(global);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await server.request("/api/trpc/auth.login", { body: "{not json" });
    expect(response.status).toBe(400);
  });
});

describe("production settings", () => {
  it("marks the session cookie Secure with the __Host- prefix, and sends HSTS for an https public origin", async () => {
    const secure = await openTestServer({ secureCookies: true, publicOrigin: "https://wolfpack.test" });
    try {
      const response = await secure.request("/api/auth/register", {
        body: { username: "secure_wolf", email: "secure@example.com", password: "secret123" },
        headers: { origin: "https://wolfpack.test" },
      });
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie().join()).toMatch(/^__Host-wolfpack_session=[^;]+;.*Path=\/;.*Secure/);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      const cookie = sessionCookie(response);
      expect(cookie).toMatch(/^__Host-/);
      expect((await secure.request("/api/auth/me", { cookie })).status).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it("serves the web app with an SPA fallback, but keeps /api answers in JSON", async () => {
    const webDist = mkdtempSync(join(tmpdir(), "wolfpack-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>WOLFPACK</title><div id=root></div>");
    writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('wolf')");
    const app = createApp({ db: server.db, webDist });

    const deepLink = await send(app, "/workout/12");
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain("<title>WOLFPACK</title>");
    const asset = await send(app, "/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // An old chunk after a redeploy is missing, not the page: a browser must not run HTML as a script.
    const staleChunk = await send(app, "/assets/app-old999.js");
    expect(staleChunk.status).toBe(404);
    expect((await send(app, "/images/nope.png")).status).toBe(404);
    const api = await send(app, "/api/unknown");
    expect(api.status).toBe(404);
    expect(await json(api)).toHaveProperty("message");
  });
});

describe.runIf(testDriver() === "postgres")("several instances on one PostgreSQL", () => {
  it("lets a member registered on one instance sign in and be recognised on another", async () => {
    const url = (server as unknown as { url?: string }).url;
    expect(url).toBeTruthy();
    const second = await createDb({ databaseUrl: url, poolSize: 2 });
    try {
      const instanceB = createApp({ db: second.db });
      const wolf = await registerThroughRest(server);
      // The session made by instance A is valid on instance B, and the reverse.
      const me = await send(instanceB, "/api/auth/me", { cookie: wolf.cookie });
      expect(me.status).toBe(200);
      expect((await json(me)).id).toBe(wolf.member.id);

      const login = await send(instanceB, "/api/auth/login", { body: { email: wolf.email, password: wolf.password } });
      const cookieB = sessionCookie(login);
      const meOnA = await server.request("/api/auth/me", { cookie: cookieB });
      expect((await json(meOnA)).id).toBe(wolf.member.id);
      // Throttling counts across instances too: the database keeps the count.
      for (let attempt = 0; attempt < 5; attempt++) {
        await server.request("/api/auth/login", { body: { email: wolf.email, password: "bad-one" } });
        await send(instanceB, "/api/auth/login", { body: { email: wolf.email, password: "bad-one" } });
      }
      const throttled = await send(instanceB, "/api/auth/login", {
        body: { email: wolf.email, password: wolf.password },
      });
      expect(throttled.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
