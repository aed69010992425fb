/**
 * PostgreSQL ending the server's connections under load, as a failover, a restart or an
 * administrator's pg_terminate_backend does: two instances keep running, answer 503 (with
 * a message and Retry-After) while the database is away and 200 once it is back, and every
 * write they acknowledged is in the database with the counters agreeing with the rows.
 */
import { createTestDb, testDriver } from "@wolfpack/db/testing";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkMemberCounters, createMemberPool } from "../bench/fixtures.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** Members completing workouts at once: each on both instances, so their completions also race (and take the locking path). */
const MEMBERS = 10;
const TERMINATIONS = 5;
/** Long enough for the instances to be writing over new connections again when the next one comes. */
const TERMINATION_PACE_MS = 500;
/** A client told 503 waits before it tries again (its Retry-After is seconds; the test cannot wait that long). */
const PAUSE_AFTER_503_MS = 50;
const COMPLETION = { duration: 10, exercisesCompleted: 1 };
/** Well past the 5 s a connection attempt may take before the server gives up on the database. */
const ANSWER_WITHIN_MS = 8_000;

/** What the writers saw: the sessions acknowledged with 201, and every answer that was neither 201 nor a proper 503. */
interface Outcomes {
  acknowledged: number[];
  wrong: string[];
}

/** A 503 as the README promises it: a `{message}` body and a Retry-After in seconds. */
async function problemOf503(response: Response): Promise<string | null> {
  const body = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  const retryAfter = response.headers.get("retry-after") ?? "";
  return typeof message === "string" && message.length > 0 && /^\d+$/.test(retryAfter)
    ? null
    : `503 without a message or Retry-After: ${retryAfter} ${body}`;
}

function complete(server: ServerProcess, workoutId: number, cookie: string): Promise<Response> {
  return fetch(`${server.origin}/api/workouts/${workoutId}/complete`, {
    method: "POST",
    headers: { cookie, origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify(COMPLETION),
    // A request the server never answers is as wrong as a refused one, and must not hang the test.
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
}

/** One member completing the workout on one instance, again and again, until told to stop. */
async function writer(server: ServerProcess, workoutId: number, cookie: string, done: () => boolean, seen: Outcomes) {
  while (!done()) {
    let response: Response;
    try {
      response = await complete(server, workoutId, cookie);
    } catch (error) {
      seen.wrong.push(`no answer: ${error instanceof Error ? `${error.message} ${error.cause ?? ""}` : error}`);
      // An instance that is gone refuses at once: do not spin on it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if (response.status === 201) {
      seen.acknowledged.push(((await response.json()) as { session: { id: number } }).session.id);
    } else if (response.status === 503) {
      const wrong = await problemOf503(response);
      if (wrong) seen.wrong.push(wrong);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_503_MS));
    } else {
      seen.wrong.push(`${response.status}: ${await response.text()}`);
    }
  }
}

async function healthStatus(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  await response.body?.cancel();
  return response.status;
}

describe.runIf(testDriver() === "postgres")(
  "PostgreSQL ending the server's connections under load (PostgreSQL only: PGlite runs inside the server and has no connections to end)",
  () => {
    let database: Awaited<ReturnType<typeof createTestDb>>;
    let name: string;
    /** The test's own connection to the database the servers use, for fixtures and checks. */
    let sql: postgres.Sql;
    /** A connection to the server's maintenance database, which the terminations leave alone. */
    let admin: postgres.Sql;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createTestDb();
      const url = database.url ?? "";
      name = new URL(url).pathname.slice(1);
      sql = postgres(url, { max: 1, onnotice: () => {} });
      admin = postgres(process.env.TEST_DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
      servers.push(...(await Promise.all([startServer({ DATABASE_URL: url }), startServer({ DATABASE_URL: url })])));
    });

    afterAll(async () => {
      await admin?.unsafe(`alter database ${name} allow_connections true`);
      await Promise.all(servers.map((server) => server.stop()));
      await sql?.end({ timeout: 5 });
      await admin?.end({ timeout: 5 });
      await database?.close();
    });

    /** Ends every connection to the servers' database; answers how many there were. */
    async function terminateBackends(): Promise<number> {
      const [row] = await admin<{ ended: number }[]>`
        select count(*) filter (where pg_terminate_backend(pid))::int as ended
        from pg_stat_activity where datname = ${name}`;
      return row?.ended ?? 0;
    }

    function expectRunning() {
      for (const server of servers) {
        expect(server.hasExited(), `an instance exited:\n${server.log().slice(-4_000)}`).toBe(false);
      }
    }

    it("keeps both instances up, answers 503 while the database is away and 200 after, and loses no acknowledged write", async () => {
      // A workout outside the program: no cooldown, so a member may complete it again and again.
      const [workout] = await sql<{ id: number }[]>`
        insert into workouts (title, description, category, duration, difficulty, exercises, is_premium)
        values ('Open Mat', 'Free rolling.', 'Mobility', 15, 'Beginner', array['Cat-Cow'], false) returning id`;
      const workoutId = workout?.id ?? 0;
      const pool = await createMemberPool(sql, MEMBERS);
      const cookies = Array.from({ length: MEMBERS }, () => pool.nextCookie() ?? "");

      let stopped = false;
      const seen: Outcomes = { acknowledged: [], wrong: [] };
      const writers = cookies.flatMap((cookie) =>
        servers.map((server) => writer(server, workoutId, cookie, () => stopped, seen)),
      );
      try {
        // The storm: every connection ended, again and again, while members write.
        const ended: number[] = [];
        for (let round = 0; round < TERMINATIONS; round++) {
          await new Promise((resolve) => setTimeout(resolve, TERMINATION_PACE_MS));
          ended.push(await terminateBackends());
          expectRunning();
        }
        expect(ended.every((count) => count > 0)).toBe(true);

        // A longer outage: the database refuses every new connection until it is allowed again.
        await admin.unsafe(`alter database ${name} allow_connections false`);
        await expect.poll(terminateBackends, { timeout: 10_000, interval: 100 }).toBe(0);
        for (const server of servers) {
          await expect.poll(() => healthStatus(server), { timeout: 10_000, interval: 100 }).toBe(503);
          const refused = await complete(server, workoutId, cookies[0] ?? "");
          expect(refused.status).toBe(503);
          expect(await problemOf503(refused)).toBeNull();
        }
        expectRunning();

        await admin.unsafe(`alter database ${name} allow_connections true`);
        for (const server of servers) {
          await expect.poll(() => healthStatus(server), { timeout: 15_000, interval: 100 }).toBe(200);
          const accepted = await complete(server, workoutId, cookies[0] ?? "");
          expect(accepted.status).toBe(201);
          seen.acknowledged.push(((await accepted.json()) as { session: { id: number } }).session.id);
        }
      } finally {
        stopped = true;
        await Promise.all(writers);
      }
      expectRunning();

      // Every answer was a 201 or a proper 503: never a 500, never a refused connection.
      expect(seen.wrong).toEqual([]);
      expect(seen.acknowledged.length).toBeGreaterThan(MEMBERS);
      // Every acknowledged completion is there, and every member's counters agree with their rows.
      const stored = await sql<{ id: number }[]>`select id from user_workouts where id = any(${seen.acknowledged})`;
      expect(stored.length).toBe(new Set(seen.acknowledged).size);
      const counters = await checkMemberCounters(sql);
      expect(counters.mismatches).toEqual([]);
      expect(counters.poolCompletions).toBeGreaterThanOrEqual(seen.acknowledged.length);
    }, 60_000);
  },
);
