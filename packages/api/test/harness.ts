import { randomBytes } from "node:crypto";
import { createDb, type Database, eq, schema, usernameColumns } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { SESSION_COOKIE_NAME, sessionIdOf } from "../src/auth/session.ts";
import { type CreateContextOptions, createCaller, createContext } from "../src/index.ts";
import { toPublicMember } from "../src/shared/members.ts";

export type TestApi = Awaited<ReturnType<typeof openTestApi>>;

/** A fresh database and ways to call the API on it as a visitor or as a signed-in member. */
export async function openTestApi() {
  const handle = await createTestDb();
  let counter = 0;
  const caller = callerOn(handle.db);

  /**
   * The same database through a pool of its own, as a second server instance has it
   * (PostgreSQL only: PGlite's database belongs to one process); `close()` when done.
   */
  async function secondInstance() {
    if (!handle.url) throw new Error("a second instance needs PostgreSQL");
    const other = await createDb({ databaseUrl: handle.url, poolSize: 4 });
    return { caller: callerOn(other.db), db: other.db, close: other.close };
  }

  /** Registers a new member and returns a caller signed in as them. */
  async function member(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
    counter += 1;
    const details = {
      username: overrides.username ?? `wolf${counter}`,
      email: overrides.email ?? `wolf${counter}@example.com`,
      password: overrides.password ?? "secret123",
    };
    // Each from an address of its own, as members sign up from their own phones.
    const visitor = caller(undefined, `2001:db8::${counter.toString(16)}`);
    const profile = await visitor.api.auth.register(details);
    const cookie = visitor.sessionCookie();
    if (!cookie) throw new Error("register set no session cookie");
    return { ...details, profile, cookie, api: caller(cookie).api };
  }

  /**
   * `count` members at once, each signed in: their rows and sessions written straight into
   * the database, for tests of many members acting together (signing up is auth.test.ts's).
   * Their password signs in nowhere.
   */
  async function members(count: number) {
    const made = Array.from({ length: count }, () => {
      counter += 1;
      const username = `wolf${counter}`;
      return { username, email: `${username}@example.com`, token: randomBytes(20).toString("hex") };
    });
    const profiles = await handle.db
      .insert(schema.users)
      .values(made.map(({ username, email }) => ({ ...usernameColumns(username), email, passwordHash: "!" })))
      .returning();
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await handle.db
      .insert(schema.sessions)
      .values(
        profiles.map((profile, at) => ({ id: sessionIdOf(made[at]?.token ?? ""), userId: profile.id, expiresAt })),
      );
    return profiles.map((row, at) => {
      const cookie = `${SESSION_COOKIE_NAME}=${made[at]?.token}`;
      return {
        username: row.username,
        email: row.email,
        profile: toPublicMember(row),
        cookie,
        api: caller(cookie).api,
      };
    });
  }

  async function makeAdmin(memberId: string) {
    await handle.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, memberId));
  }

  return {
    db: handle.db,
    driver: handle.driver,
    close: handle.close,
    caller,
    member,
    members,
    makeAdmin,
    secondInstance,
  };
}

/**
 * Callers on one database handle: each carries the given session cookie, as one request
 * from clientAddress; `sessionCookie()` and `resHeaders` hold what its calls set.
 */
function callerOn(db: Database) {
  return (
    cookie?: string,
    clientAddress = "203.0.113.7",
    options: Partial<
      Pick<CreateContextOptions, "payments" | "pictures" | "limits" | "writeLimits" | "secureCookies">
    > = {},
  ) => {
    const resHeaders = new Headers();
    const api = createCaller(() =>
      createContext({
        db,
        headers: new Headers(cookie ? { cookie } : {}),
        resHeaders,
        clientAddress,
        // The loopback push service of test/push-service.ts.
        pushServiceHosts: ["127.0.0.1"],
        ...options,
      }),
    );
    return { api, resHeaders, sessionCookie: () => sessionCookieFrom(resHeaders) };
  };
}

/** "name=value" of the session cookie a response set, or null. */
export function sessionCookieFrom(headers: Headers): string | null {
  // The last one wins, as in a browser: a sign-in may first clear the old session.
  const set = headers
    .getSetCookie()
    .filter((cookie) => /^(__Host-)?wolfpack_session=/.test(cookie))
    .at(-1);
  const pair = set?.split(";")[0];
  return pair && !pair.endsWith("=") ? pair : null;
}

/** Each program day's workout id, as the seed numbered them. */
export async function programDayIds(db: Database): Promise<(day: number) => number> {
  const ids = new Map<number, number>();
  for (const row of await db.select({ id: schema.workouts.id, day: schema.workouts.day }).from(schema.workouts)) {
    if (row.day !== null) ids.set(row.day, row.id);
  }
  return (day) => ids.get(day) ?? 0;
}

/** A workout outside the program ('Open Mat', 15 minutes): no day, so no cooldown ever blocks it. */
export async function addOpenWorkout(db: Database): Promise<number> {
  const [open] = await db
    .insert(schema.workouts)
    .values({ title: "Open Mat", category: "Mobility", duration: 15, difficulty: "Beginner", exercises: ["Cat-Cow"] })
    .returning();
  return open?.id ?? 0;
}
