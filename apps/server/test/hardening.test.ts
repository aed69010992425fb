import { createHash } from "node:crypto";
import { sql } from "@wolfpack/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app.ts";
import { clientAddressFrom } from "../src/http.ts";
import {
  json,
  ORIGIN,
  openTestServer,
  registerThroughRest,
  send,
  sessionCookie,
  TEST_LIMITS,
  type TestServer,
} from "./harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(() => server.close());

const statuses = async (responses: (Response | Promise<Response>)[]) => {
  const tally: Record<number, number> = {};
  for (const response of await Promise.all(responses)) tally[response.status] = (tally[response.status] ?? 0) + 1;
  return tally;
};

const loginBatch = (size: number, email: string, password: (n: number) => string) => {
  const input: Record<string, { json: { email: string; password: string } }> = {};
  for (let n = 0; n < size; n++) input[n] = { json: { email, password: password(n) } };
  return { path: `/api/trpc/${Array.from({ length: size }, () => "auth.login").join(",")}?batch=1`, body: input };
};

async function attemptsFor(email: string): Promise<number> {
  const rows = await server.db.execute(sql`select count(*)::int as n from login_attempts where email = ${email}`);
  return Number(
    (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n,
  );
}

describe("sign-in under attack", () => {
  it("checks no password of a 200-procedure batch, nor of a batch with two sign-ins", async () => {
    const wolf = await registerThroughRest(server);
    const big = loginBatch(200, wolf.email, (n) => `guess-${n}`);
    const response = await server.request(big.path, { body: big.body });
    expect(response.status).toBe(400);
    const eleven = await server.request(
      `/api/trpc/${Array.from({ length: 11 }, () => "health.check").join(",")}?batch=1&input={}`,
    );
    expect(eleven.status).toBe(400);
    const pair = loginBatch(2, wolf.email, (n) => `guess-${n}`);
    const twoSignIns = await server.request(pair.path, { body: pair.body });
    expect(twoSignIns.status).toBe(400);
    expect(await json(twoSignIns)).toEqual({
      message: "Too many calls in one request: sign in or register one at a time, at most 10 calls.",
    });
    expect(await attemptsFor(wolf.email)).toBe(0);
    // A path that does not decode is a bad request, not our fault.
    expect((await server.request("/api/trpc/auth.me%E0")).status).toBe(400);
    // A batch of ordinary reads still works.
    const reads = await server.request("/api/trpc/auth.me,health.check?batch=1&input={}", { cookie: wolf.cookie });
    expect(reads.status).toBe(200);
  });

  it("answers 40 concurrent REST sign-ins for one account with 10 × 401 and 30 × 429, with Retry-After", async () => {
    const wolf = await registerThroughRest(server);
    const tally = await statuses(
      Array.from({ length: 40 }, (_, n) =>
        server.request("/api/auth/login", { body: { email: wolf.email, password: `guess-${n}` } }),
      ),
    );
    expect(tally).toEqual({ 401: 10, 429: 30 });
    const refused = await server.request("/api/auth/login", { body: { email: wolf.email, password: wolf.password } });
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("limits registrations per address with a clear 429", async () => {
    const strict = createApp({
      db: server.db,
      trustedProxies: 1,
      publicOrigin: ORIGIN,
      limits: { ...TEST_LIMITS, registrationsPerAddress: 2 },
    });
    const register = (n: number) =>
      send(strict, "/api/auth/register", {
        body: { username: `limited_${n}`, email: `limited${n}@example.com`, password: "secret123" },
        headers: { "x-forwarded-for": "198.51.100.250" },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    const third = await register(3);
    expect(third.status).toBe(429);
    expect((await json(third)).message).toMatch(
      /^Too many new accounts from this network\. Try again in \d+ minutes\.$/,
    );
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("memberships paid once", () => {
  it("settles one of 30 concurrent upgrades and answers the rest with 409", async () => {
    const wolf = await registerThroughRest(server);
    const tally = await statuses(
      Array.from({ length: 30 }, () =>
        server.request("/api/membership/upgrade", { method: "POST", cookie: wolf.cookie }),
      ),
    );
    expect(tally).toEqual({ 200: 1, 409: 29 });
  });
});

describe("behind a load balancer", () => {
  it("takes the address the nearest trusted proxy saw, not what the client wrote", () => {
    expect(clientAddressFrom("10.0.0.254", "198.51.100.7, 10.0.0.254", 0)).toBe("10.0.0.254");
    expect(clientAddressFrom("10.0.0.254", "198.51.100.7", 1)).toBe("198.51.100.7");
    // The client prepends what it likes; the balancer appends what it saw.
    expect(clientAddressFrom("10.0.0.254", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddressFrom("10.0.0.254", "1.2.3.4, 198.51.100.7, 10.0.0.9", 2)).toBe("198.51.100.7");
    expect(clientAddressFrom("10.0.0.254", undefined, 1)).toBe("10.0.0.254");
  });

  it("keeps throttling one client however they vary the left of X-Forwarded-For", async () => {
    const balanced = createApp({
      db: server.db,
      trustedProxies: 1,
      publicOrigin: ORIGIN,
      limits: TEST_LIMITS,
    });
    const wolf = await registerThroughRest(server);
    const tally = await statuses(
      Array.from({ length: 15 }, (_, n) =>
        send(balanced, "/api/auth/login", {
          body: { email: wolf.email, password: `guess-${n}` },
          headers: { "x-forwarded-for": `198.51.100.${n}, 10.0.0.254` },
        }),
      ),
    );
    expect(tally).toEqual({ 401: 10, 429: 5 });
  });

  it("checks Origin against the public origin, never X-Forwarded-Host, and minds the scheme", async () => {
    const balanced = createApp({ db: server.db, trustedProxies: 1, publicOrigin: "https://wolfpack.example" });
    const evil = await send(balanced, "/api/auth/logout", {
      method: "POST",
      headers: { origin: "http://evil.test", "x-forwarded-host": "evil.test", host: "evil.test" },
    });
    expect(evil.status).toBe(403);
    const good = await send(balanced, "/api/auth/logout", {
      method: "POST",
      headers: { origin: "https://wolfpack.example" },
    });
    expect(good.status).toBe(200);

    // Without a configured origin, the request's own: https is another origin than http.
    const direct = await server.request("/api/auth/logout", {
      method: "POST",
      headers: { origin: "https://wolfpack.test" },
    });
    expect(direct.status).toBe(403);
  });
});

describe("control characters", () => {
  it("answers a NUL in a picture address with 400 over REST and tRPC, on registration and profile", async () => {
    const nul = "/a\u0000b";
    const rest = await server.request("/api/auth/register", {
      body: { username: "nulav", email: "nulav@x.test", password: "secret123", avatar: nul },
    });
    expect(rest.status).toBe(400);
    expect(await json(rest)).toEqual({ message: "Avatar contains a control character. Remove it and try again." });

    const trpc = await server.request("/api/trpc/auth.register", {
      body: { json: { username: "nulav", email: "nulav@x.test", password: "secret123", avatar: nul } },
    });
    expect(trpc.status).toBe(400);

    const wolf = await registerThroughRest(server);
    const profile = await server.request("/api/auth/profile", {
      method: "PUT",
      cookie: wolf.cookie,
      body: { username: wolf.username, email: wolf.email, beforePhoto: nul },
    });
    expect(profile.status).toBe(400);
    expect((await json(profile)).message).toBe("Before photo contains a control character. Remove it and try again.");
  });
});

describe("the server log", () => {
  it("says what failed without the new member's password hash or any query parameter", async () => {
    const broken = await openTestServer();
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
    try {
      await broken.db.execute(sql`alter table users add constraint refuse_all check (false) not valid`);
      const response = await broken.request("/api/auth/register", {
        body: { username: "logged_wolf", email: "logged@example.com", password: "secret123" },
      });
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({ message: "Something went wrong on our side. Please try again." });
      // A session lookup that fails must not print the token, nor the id stored for it.
      const token = "secrettokenabcdefghijklmnopqrstuvwxyz23";
      await broken.db.execute(sql`alter table sessions rename to sessions_elsewhere`);
      const lookup = await broken.request("/api/auth/me", { cookie: `wolfpack_session=${token}` });
      expect(lookup.status).toBe(500);
      const log = lines.join("\n");
      expect(log).toMatch(/POST \/api\/auth\/register failed: .*refuse_all/);
      expect(log).toMatch(/GET \/api\/auth\/me failed: .*sessions/);
      expect(log).not.toContain("$argon2");
      expect(log).not.toContain("params");
      expect(log).not.toContain(token);
      expect(log).not.toContain(createHash("sha256").update(token).digest("hex"));
    } finally {
      spy.mockRestore();
      await broken.close();
    }
  });
});

describe("cookies the app did not write", () => {
  /** What `/api/auth/me` and tRPC's `auth.me` and `workout.list` answer for a Cookie header. */
  async function sessionReads(target: TestServer, cookie: string, origin?: string) {
    const headers = origin ? { origin } : undefined;
    const rest = await target.request("/api/auth/me", { cookie, headers });
    const trpc = await target.request("/api/trpc/auth.me", { cookie, headers });
    const member = await target.request("/api/trpc/workout.list", { cookie, headers });
    return {
      rest: { status: rest.status, body: await json(rest) },
      trpc: { status: trpc.status, member: (await json(trpc)).result?.data?.json ?? null },
      memberOnly: member.status,
    };
  }

  it("signs a member in beside another app's cookie with bad percent-encoding", async () => {
    const wolf = await registerThroughRest(server);
    for (const cookie of [
      `theme=100%; ${wolf.cookie}`,
      `${wolf.cookie}; theme=100%`,
      `%E0%A4%A=1; ${wolf.cookie}; last=%zz`,
      `theme=100%;${wolf.cookie}`,
    ]) {
      const reads = await sessionReads(server, cookie);
      expect(reads.rest, cookie).toMatchObject({ status: 200, body: { id: wolf.member.id } });
      expect(reads.trpc, cookie).toMatchObject({ status: 200, member: { id: wolf.member.id } });
      expect(reads.memberOnly, cookie).toBe(200);
    }
  });

  it("treats a malformed session cookie as none: 401 for member calls, never a 500", async () => {
    for (const cookie of ["wolfpack_session=%", "wolfpack_session=%E0%A4%A", "theme=100%; wolfpack_session=%"]) {
      const reads = await sessionReads(server, cookie);
      expect(reads.rest, cookie).toEqual({ status: 401, body: { message: "Not signed in." } });
      expect(reads.trpc, cookie).toEqual({ status: 200, member: null });
      expect(reads.memberOnly, cookie).toBe(401);
    }
  });

  it("does the same for the __Host- cookie of a server behind HTTPS", async () => {
    const origin = "https://wolfpack.test";
    const secure = await openTestServer({ secureCookies: true, publicOrigin: origin });
    try {
      const registered = await secure.request("/api/auth/register", {
        body: { username: "host_cookie_wolf", email: "host@example.com", password: "secret123" },
        headers: { origin },
      });
      const wolf = { cookie: sessionCookie(registered) ?? "", member: await json(registered) };
      expect(wolf.cookie).toMatch(/^__Host-wolfpack_session=/);
      const alone = await sessionReads(secure, "__Host-wolfpack_session=%", origin);
      expect(alone.rest).toEqual({ status: 401, body: { message: "Not signed in." } });
      expect(alone.memberOnly).toBe(401);
      const beside = await sessionReads(secure, `theme=100%; ${wolf.cookie}`, origin);
      expect(beside.rest).toMatchObject({ status: 200, body: { id: wolf.member.id } });
      expect(beside.trpc).toMatchObject({ status: 200, member: { id: wolf.member.id } });
    } finally {
      await secure.close();
    }
  });
});
