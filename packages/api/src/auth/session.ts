/**
 * Sessions, behind one small module: lucia v3 is deprecated upstream, so nothing else
 * imports it, and replacing it later touches only this file.
 *
 * The cookie carries a random token; the database keeps only its SHA-256 (the session
 * id), so a copy of the database gives no one a live session.
 */
import { createHash } from "node:crypto";
import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { type Database, schema } from "@wolfpack/db";
import { generateIdFromEntropySize, Lucia, TimeSpan } from "lucia";
import { type PublicMember, toPublicMember } from "../members.ts";

export const SESSION_COOKIE_NAME = "wolfpack_session";
/** A session unused for 30 days ends; one in use is extended. */
export const SESSION_IDLE_DAYS = 30;
/** However active, a session ends 90 days after sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Over HTTPS the cookie takes the `__Host-` prefix: browsers then refuse it unless it is
 * Secure, for the whole site and set by this host, so no sibling domain can plant one.
 */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

function createLucia(db: Database, secureCookies: boolean) {
  return new Lucia(new DrizzlePostgreSQLAdapter(db, schema.sessions, schema.users), {
    sessionExpiresIn: new TimeSpan(SESSION_IDLE_DAYS, "d"),
    sessionCookie: {
      name: sessionCookieName(secureCookies),
      attributes: { secure: secureCookies, sameSite: "lax" },
    },
    getSessionAttributes: (attributes) => ({ createdAt: attributes.createdAt }),
    getUserAttributes: (attributes) => attributes,
  });
}

declare module "lucia" {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseSessionAttributes: { createdAt: Date };
    DatabaseUserAttributes: Omit<schema.User, "id">;
  }
}

// One Lucia per database and cookie kind for the life of the process, not one per request.
const lucias = new WeakMap<Database, Map<boolean, ReturnType<typeof createLucia>>>();
function luciaFor(db: Database, secureCookies: boolean) {
  let byKind = lucias.get(db);
  if (!byKind) {
    byKind = new Map();
    lucias.set(db, byKind);
  }
  let lucia = byKind.get(secureCookies);
  if (!lucia) {
    lucia = createLucia(db, secureCookies);
    byKind.set(secureCookies, lucia);
  }
  return lucia;
}

/** The session id stored for a cookie's token. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type AuthenticatedMember = PublicMember;

/** The request's session, as procedures use it: who is signed in, and starting or ending it. */
export interface SessionControl {
  /** The current session's id, or null for a visitor. */
  readonly id: string | null;
  /** Starts a new session for the member and sets its cookie; any current one ends first. */
  start(memberId: string): Promise<void>;
  /** Ends the current session on the server and clears its cookie; nothing to end is no error. */
  end(): Promise<void>;
}

function sessionControl(
  db: Database,
  resHeaders: Headers,
  secureCookies: boolean,
  currentId: string | null,
): SessionControl {
  const lucia = luciaFor(db, secureCookies);
  let id = currentId;
  return {
    get id() {
      return id;
    },
    async start(memberId) {
      if (id) await lucia.invalidateSession(id);
      const token = generateIdFromEntropySize(25);
      const session = await lucia.createSession(memberId, { createdAt: new Date() }, { sessionId: sessionIdOf(token) });
      id = session.id;
      resHeaders.append("set-cookie", lucia.createSessionCookie(token).serialize());
    },
    async end() {
      if (!id) return;
      await lucia.invalidateSession(id);
      id = null;
      resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
    },
  };
}

/** Reads the session cookie: the member it belongs to (or null) and the session's controls. */
export async function readSession(
  db: Database,
  headers: Headers,
  resHeaders: Headers,
  secureCookies = false,
): Promise<{ member: AuthenticatedMember | null; session: SessionControl }> {
  const lucia = luciaFor(db, secureCookies);
  const token = lucia.readSessionCookie(headers.get("cookie") ?? "");
  const visitor = () => ({ member: null, session: sessionControl(db, resHeaders, secureCookies, null) });
  if (!token) return visitor();

  const { session, user } = await lucia.validateSession(sessionIdOf(token));
  if (!session || !user) {
    resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
    return visitor();
  }
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    await lucia.invalidateSession(session.id);
    resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
    return visitor();
  }
  if (session.fresh) {
    resHeaders.append("set-cookie", lucia.createSessionCookie(token).serialize());
  }
  return { member: toPublicMember(user), session: sessionControl(db, resHeaders, secureCookies, session.id) };
}

/** A session control for in-process callers with no browser behind them (scripts). */
export function scriptSession(db: Database): SessionControl {
  return sessionControl(db, new Headers(), false, null);
}

/** Removes sessions past their expiry; the server runs it on a schedule. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await luciaFor(db, false).deleteExpiredSessions();
}
