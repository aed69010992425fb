/**
 * Sessions, behind one small module: lucia v3 is deprecated upstream, so nothing else
 * imports it, and replacing it later touches only this file.
 */
import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { type Database, schema } from "@wolfpack/db";
import { Lucia, TimeSpan } from "lucia";
import { type PublicMember, toPublicMember } from "../members.ts";

export const SESSION_COOKIE_NAME = "wolfpack_session";
/** A session unused for 30 days ends; one in use is extended. */
export const SESSION_IDLE_DAYS = 30;
/** However active, a session ends 90 days after sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

function createLucia(db: Database, secureCookies: boolean) {
  return new Lucia(new DrizzlePostgreSQLAdapter(db, schema.sessions, schema.users), {
    sessionExpiresIn: new TimeSpan(SESSION_IDLE_DAYS, "d"),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
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

export type AuthenticatedMember = PublicMember;

/** Reads the session cookie and returns the member it belongs to, refreshing the cookie when due. */
export async function authenticate(
  db: Database,
  headers: Headers,
  resHeaders: Headers,
  secureCookies = false,
): Promise<{ member: AuthenticatedMember; sessionId: string } | null> {
  const lucia = createLucia(db, secureCookies);
  const sessionId = lucia.readSessionCookie(headers.get("cookie") ?? "");
  if (!sessionId) return null;

  const { session, user } = await lucia.validateSession(sessionId);
  if (!session || !user) {
    resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
    return null;
  }
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    await lucia.invalidateSession(session.id);
    resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
    return null;
  }
  if (session.fresh) {
    resHeaders.append("set-cookie", lucia.createSessionCookie(session.id).serialize());
  }
  return { member: toPublicMember(user), sessionId: session.id };
}

/** Starts a new session for the member and sets its cookie. */
export async function startSession(
  db: Database,
  memberId: string,
  resHeaders: Headers,
  secureCookies = false,
): Promise<void> {
  const lucia = createLucia(db, secureCookies);
  // Sessions that ran out are of no use to anyone; sign-in is a good moment to sweep them.
  await lucia.deleteExpiredSessions();
  const session = await lucia.createSession(memberId, { createdAt: new Date() });
  resHeaders.append("set-cookie", lucia.createSessionCookie(session.id).serialize());
}

/** Ends the session on the server and clears its cookie. */
export async function endSession(
  db: Database,
  sessionId: string,
  resHeaders: Headers,
  secureCookies = false,
): Promise<void> {
  const lucia = createLucia(db, secureCookies);
  await lucia.invalidateSession(sessionId);
  resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());
}
