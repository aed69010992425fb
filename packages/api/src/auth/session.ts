/**
 * Sessions, behind one small module: lucia v3 is deprecated upstream, so nothing else
 * imports it, and replacing it later touches only this file and its store.
 *
 * The cookie carries a random token; the database keeps only its SHA-256 (the session
 * id), so a copy of the database gives no one a live session. A request reads its
 * session only when a procedure asks who is signed in: public calls cost no lookup.
 */
import { createHash } from "node:crypto";
import type { Database, schema } from "@wolfpack/db";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { generateIdFromEntropySize, Lucia, TimeSpan } from "lucia";
import { noteCatalogueVersion } from "../shared/catalogue.ts";
import { type AuthenticatedMember, toPublicMember } from "../shared/members.ts";
import { keepRows, keptRows } from "./kept-rows.ts";
import {
  type KeptBy,
  keptVersionOf,
  type OwnRead,
  sessionStandingsQuery,
  sessionStore,
  sessionWithOwnQuery,
} from "./session-store.ts";

export const SESSION_COOKIE_NAME = "wolfpack_session";
/** A session unused for 30 days ends; one in use is extended (by Lucia, at most every 15 days). */
export const SESSION_IDLE_DAYS = 30;
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** However active, a session ends 90 days after sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Set when a member signs out in a browser, and kept: the sign-in form there then offers
 * nobody's account, not even the demo's (auth.demoAccount). A cookie, not the page's
 * storage, so the server drawing the sign-in screen knows it too (docs/performance.md).
 */
export const SIGNED_OUT_COOKIE_NAME = "wolfpack_signed_out";
const SIGNED_OUT_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Over HTTPS the cookie takes the `__Host-` prefix: browsers then refuse it unless it is
 * Secure, for the whole site and set by this host, so no sibling domain can plant one.
 */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

function createLucia(db: Database, secureCookies: boolean) {
  return new Lucia(sessionStore(db), {
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
    DatabaseUserAttributes: Omit<
      schema.User,
      "id" | "passwordHash" | "usernameSkeletonLower" | "usernameSkeletonUpper" | "rowsVersion"
    >;
  }
}

type SessionLucia = ReturnType<typeof createLucia>;

// One Lucia per database and cookie kind for the life of the process, not one per request.
const lucias = new WeakMap<Database, Map<boolean, SessionLucia>>();
function luciaFor(db: Database, secureCookies: boolean): SessionLucia {
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

/**
 * The value of the cookie `name` in a Cookie header, or null. Read here rather than by
 * Lucia, whose parser decodes every cookie and throws on bad percent-encoding in any of
 * them: one stray cookie from another app on the host (`theme=100%`) answered every call
 * that reads the session with a 500. A malformed cookie, ours included, counts as absent.
 */
function cookieValue(header: string, name: string): string | null {
  let value: string | null = null;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    try {
      // Of several, the last readable one counts, as the last did with Lucia.
      value = decodeURIComponent(pair.slice(equals + 1).trim()) || null;
    } catch {
      // Not percent-encoded text: ignored.
    }
  }
  return value;
}

/** The session id stored for a cookie's token. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type { AuthenticatedMember };

/** The request's session, as procedures use it. */
export interface SessionControl {
  /** The signed-in member, or null: read from the cookie on the first ask, then remembered. */
  member(): Promise<AuthenticatedMember | null>;
  /**
   * The signed-in member and, when the session is read with this ask, the rows of each of
   * `reads` (the member's own, session-store.ts) from the same statement: one round trip. The
   * reads asked for while the session's statement waits to go (the calls of one batch) go in
   * it together. A read's rows are undefined when the member was known already (a later
   * call), the read clashes with another in the statement, or the session needs Lucia's own
   * check (near its renewal or end): the caller then reads them.
   */
  memberWith<Rows extends unknown[]>(
    reads: { [K in keyof Rows]: OwnRead<Rows[K]> },
    params: Record<string, unknown>,
  ): Promise<{ member: AuthenticatedMember | null; rows: { [K in keyof Rows]?: Rows[K][] } }>;
  /** Starts a new session for the member and sets its cookie; the one this browser had ends. */
  start(memberId: string): Promise<void>;
  /**
   * Ends the current session on the server and clears its cookie; nothing to end is no
   * error. The browser is marked as signed out of (SIGNED_OUT_COOKIE_NAME).
   */
  end(): Promise<void>;
  /** Whether a member has signed out in this browser. */
  signedOutHere(): boolean;
  /**
   * The member's standing as this request's session lookup read it (memberStanding), for
   * answers kept by `keptBy`, once read and as Lucia takes it (settled); else null.
   */
  standing(keptBy: KeptBy): string | null;
}

/**
 * How many turns of the microtask queue a batch's session lookup waits for its calls' reads
 * (signedIn): each call of a screen's batch asks within 5 turns of the first (through tRPC's
 * middlewares and its input's parsing), so three times that.
 */
const GATHERING_TURNS = 16;

async function microtaskTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await null;
}

/**
 * Whether Lucia would take a session as it is at `now`: not past its idle end nor within the
 * half of it where Lucia extends it (which writes), nor past its absolute end.
 */
function settled(session: { expiresAt: Date; createdAt: Date }, now: number): boolean {
  return (
    session.expiresAt.getTime() - SESSION_IDLE_MS / 2 > now && now - session.createdAt.getTime() <= SESSION_ABSOLUTE_MS
  );
}

/** An own read asked of the session's statement, and its rows once that has run. */
interface Asked {
  read: OwnRead<unknown>;
  params: Record<string, unknown>;
  rows?: unknown[];
}

/** The session of an HTTP request, from its cookie; Set-Cookie goes to resHeaders. */
export function requestSession(
  db: Database,
  headers: Headers,
  resHeaders: Headers,
  secureCookies = false,
  calls = 1,
): SessionControl {
  const lucia = luciaFor(db, secureCookies);
  const cookies = headers.get("cookie") ?? "";
  const signedOutName = secureCookies ? `__Host-${SIGNED_OUT_COOKIE_NAME}` : SIGNED_OUT_COOKIE_NAME;
  let token = cookieValue(cookies, lucia.sessionCookieName);
  let member: Promise<AuthenticatedMember | null> | undefined;
  /** The own reads asked for while the session's statement waits to go (signedIn). */
  let asking: Asked[] | undefined;
  /** What the member's standing is made of, as the session's lookup read it (validateWith). */
  let standing: StandingRead | null = null;
  const clearCookie = () => resHeaders.append("set-cookie", lucia.createBlankSessionCookie().serialize());

  async function validate(current: string): Promise<AuthenticatedMember | null> {
    const { session, user } = await lucia.validateSession(sessionIdOf(current));
    if (!session || !user) {
      clearCookie();
      return null;
    }
    if (Date.now() - session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
      await lucia.invalidateSession(session.id);
      clearCookie();
      return null;
    }
    if (session.fresh) resHeaders.append("set-cookie", lucia.createSessionCookie(current).serialize());
    return toPublicMember(user);
  }

  /**
   * The session and its member with the rows of the reads `asked`, when Lucia would take
   * them as they are (settled); with none asked, read with the other lookups of this turn of
   * the event loop (standingRowOf). Anything else goes through validate(), and every read is
   * made apart.
   */
  async function validateWith(current: string, asked: readonly Asked[]): Promise<AuthenticatedMember | null> {
    // In one order whatever the calls' order, so a mix is one statement; a read asked twice,
    // or whose values clash with another's (the same placeholder, another value), goes apart.
    const mixed: Asked[] = [];
    const params: Record<string, unknown> = {};
    for (const entry of [...asked].sort((a, b) => a.read.id - b.read.id)) {
      const clashes = Object.entries(entry.params).some(([key, value]) => key in params && params[key] !== value);
      if (clashes || mixed.some((other) => other.read === entry.read)) continue;
      Object.assign(params, entry.params);
      mixed.push(entry);
    }
    const withOwn =
      mixed.length > 0
        ? sessionWithOwnQuery(
            db,
            mixed.map((entry) => entry.read),
          )
        : undefined;
    const sessionId = sessionIdOf(current);
    // A kept read is known by the session (its member's), the read and the values it was asked with.
    const keys = mixed.map((entry) =>
      entry.read.kept ? `${sessionId} ${entry.read.id} ${JSON.stringify(entry.params)}` : "",
    );
    const known = keys.map((key) => (key ? keptRows(db, key) : undefined));
    for (const [index, entry] of mixed.entries()) {
      if (entry.read.kept) params[`kept_${entry.read.id}`] = known[index]?.version ?? -1;
    }
    const first: (StandingRow & { own?: (unknown[] | null)[] }) | undefined = withOwn
      ? (await withOwn.query.execute({ ...params, sessionId }))[0]
      : await standingRowOf(db, sessionId);
    if (!first) {
      clearCookie();
      return null;
    }
    const now = new Date();
    if (!settled(first.session, now.getTime())) return validate(current);
    // withOwn's statement holds the first `reads.length` of them (all, unless there were too many mixes).
    for (const [index, entry] of mixed.slice(0, withOwn?.reads.length ?? 0).entries()) {
      const read = first.own?.[index];
      const key = keys[index];
      // null: the member's count is still the one their kept rows were read at.
      if (read === null || read === undefined) entry.rows = known[index]?.rows as unknown[] | undefined;
      else if (!key || !entry.read.kept) entry.rows = read;
      else entry.rows = keepRows(db, key, keptVersionOf(first, entry.read.kept), read) as unknown[];
    }
    const found = toPublicMember({ id: first.memberId, ...first.member }, now);
    noteCatalogueVersion(db, first.catalogueVersion);
    const { rowsVersion, packVersion, catalogueVersion } = first;
    standing = { rowsVersion, packVersion, catalogueVersion, member: found, now };
    return found;
  }

  /**
   * The member, read once a request, with the own reads asked by then (`reads`). With
   * several calls in the request (a batch, which tRPC starts together) the statement waits
   * a few turns of the microtask queue, so every call asks before it goes and the reads they
   * ask go in it (memberWith). Not a turn of the event loop: postgres-js sends the statements
   * asked in one turn together at its end, and one sent later waits for the next (which cost
   * a batch without such reads a fifth more CPU, docs/performance.md). A call that asks later
   * still gets its answer, read apart.
   */
  function signedIn(reads: Asked[] = []): Promise<AuthenticatedMember | null> {
    if (member) return member;
    const current = token;
    if (!current) {
      member = Promise.resolve(null);
      return member;
    }
    const read = () => validateWith(current, reads);
    if (calls > 1) {
      asking = reads;
      member = microtaskTurns(GATHERING_TURNS).then(() => {
        if (asking === reads) asking = undefined;
        return read();
      });
    } else {
      member = read();
    }
    return member;
  }

  return {
    member: () => signedIn(),
    async memberWith<Rows extends unknown[]>(
      reads: { [K in keyof Rows]: OwnRead<Rows[K]> },
      params: Record<string, unknown>,
    ) {
      const entries: Asked[] = reads.map((read) => ({ read, params }));
      const rowsOf = () => entries.map((entry) => entry.rows) as { [K in keyof Rows]?: Rows[K][] };
      if (asking) asking.push(...entries);
      else if (member || !token) return { member: await signedIn(), rows: rowsOf() };
      // The session's lookup they joined, or the one they start: their rows come with it.
      const found = await signedIn(entries);
      return { member: found, rows: rowsOf() };
    },
    async start(memberId) {
      if (token) await lucia.invalidateSession(sessionIdOf(token));
      token = generateIdFromEntropySize(25);
      await lucia.createSession(memberId, { createdAt: new Date() }, { sessionId: sessionIdOf(token) });
      member = undefined;
      asking = undefined;
      standing = null;
      resHeaders.append("set-cookie", lucia.createSessionCookie(token).serialize());
    },
    async end() {
      resHeaders.append(
        "set-cookie",
        `${signedOutName}=1; Path=/; Max-Age=${SIGNED_OUT_MAX_AGE_S}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
      );
      if (!token) return;
      await lucia.invalidateSession(sessionIdOf(token));
      token = null;
      member = Promise.resolve(null);
      standing = null;
      clearCookie();
    },
    signedOutHere: () => cookieValue(cookies, signedOutName) !== null,
    standing: (keptBy) => standing && standingOf(standing, keptBy),
  };
}

/**
 * What a member's kept answers (answerMayBeKept) depend on, as text: the counts of writes to
 * their own rows and to the catalogues (with the pack's, for answers kept by it), their
 * today, and the member as they stand now (toPublicMember: a lapsed premium reads as free, a
 * streak past its day as 0).
 */
function standingOf({ rowsVersion, packVersion, catalogueVersion, member, now }: StandingRead, keptBy: KeptBy): string {
  const own = `${rowsVersion}+${catalogueVersion}`;
  const counts = keptBy === "pack" ? `${own}/${packVersion}` : own;
  return `${counts} ${localDateOf(now, member.timezone)} ${JSON.stringify(member)}`;
}

/** What a member's standing is made of, as one session lookup read it. */
interface StandingRead {
  rowsVersion: number;
  packVersion: number;
  catalogueVersion: number;
  member: AuthenticatedMember;
  now: Date;
}

/** The id of the session a request's cookie names, or null: what a member's kept answers are kept under. */
export function sessionOfRequest(headers: Headers, secureCookies = false): string | null {
  const token = cookieValue(headers.get("cookie") ?? "", sessionCookieName(secureCookies));
  return token ? sessionIdOf(token) : null;
}

/**
 * The standing of the member of session `sessionId` now (standingOf), in one small statement;
 * null when the session is gone, or one Lucia would extend or end (docs/performance.md, "A
 * screen's answer kept").
 */
export async function memberStanding(db: Database, sessionId: string, keptBy: KeptBy): Promise<string | null> {
  const row = await standingRowOf(db, sessionId);
  const now = new Date();
  if (!row || !settled(row.session, now.getTime())) return null;
  const member = toPublicMember({ id: row.memberId, ...row.member }, now);
  const { rowsVersion, packVersion, catalogueVersion } = row;
  return standingOf({ rowsVersion, packVersion, catalogueVersion, member, now }, keptBy);
}

/** The standings asked in one turn of the event loop, of one database, and their rows once read. */
interface StandingsAsked {
  sessionIds: Set<string>;
  rows: Promise<Map<string, StandingRow>>;
}
type StandingRow = Awaited<ReturnType<ReturnType<typeof sessionStandingsQuery>["execute"]>>[number];
const standingsAsked = new WeakMap<Database, StandingsAsked>();

/**
 * The session `sessionId`'s row with its member and counts, read with every other standing
 * asked in the same turn of the event loop in one statement: under load, many members' kept
 * answers are checked at once, which costs PostgreSQL and the server one statement rather
 * than one each (docs/performance.md, "Standings checked together"). Each is still read
 * after its request came.
 */
function standingRowOf(db: Database, sessionId: string): Promise<StandingRow | undefined> {
  let asked = standingsAsked.get(db);
  if (!asked) {
    const sessionIds = new Set<string>();
    const rows = new Promise((resolve) => setImmediate(resolve)).then(async () => {
      standingsAsked.delete(db);
      const found = await sessionStandingsQuery(db).execute({ sessionIds: [...sessionIds] });
      return new Map(found.map((row) => [row.session.id, row]));
    });
    asked = { sessionIds, rows };
    standingsAsked.set(db, asked);
  }
  asked.sessionIds.add(sessionId);
  return asked.rows.then((rows) => rows.get(sessionId));
}

/** The session of code that calls the API in-process as a given member (scripts): nothing to start or end. */
export function scriptSession(member: AuthenticatedMember | null): SessionControl {
  return {
    member: async () => member,
    memberWith: async (reads) => ({ member, rows: reads.map(() => undefined) as never }),
    async start() {
      throw new Error("Scripts act as a member directly; they do not sign in.");
    },
    async end() {},
    signedOutHere: () => false,
    standing: () => null,
  };
}

/** Removes sessions past their expiry; the server runs it on a schedule. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await luciaFor(db, false).deleteExpiredSessions();
}
