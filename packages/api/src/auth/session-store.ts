/**
 * Lucia's store, written for our schema: a session and its member in one query that
 * selects the member's public columns only (never the password hash).
 */
import {
  type AnyColumn,
  type Database,
  eq,
  getTableColumns,
  lte,
  type SQL,
  type Subquery,
  schema,
  sql,
} from "@wolfpack/db";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";

/** The member's public columns: not the password hash, nor the name's skeletons (members.ts). */
const {
  passwordHash: _passwordHash,
  usernameSkeletonLower: _lower,
  usernameSkeletonUpper: _upper,
  id: _id,
  ...memberColumns
} = getTableColumns(schema.users);

/** The columns of a session lookup: the session and its member's public columns. */
const sessionAndMemberColumns = { session: schema.sessions, memberId: schema.users.id, member: memberColumns };

/**
 * The lookup every signed-in request makes, built once per database and prepared on the
 * server: building drizzle's SQL afresh cost more than running it.
 */
function sessionAndMemberQuery(db: Database) {
  return db
    .select(sessionAndMemberColumns)
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.id, sql.placeholder("sessionId")))
    .prepare("session_and_member");
}

/** A row of a session lookup: the session, its member, and a row of the member's own read or null. */
export interface SessionRow<Own> {
  session: typeof schema.sessions.$inferSelect;
  memberId: string;
  member: DatabaseUser["attributes"];
  own: Own | null;
}

/**
 * A prepared statement that reads a session, its member and the member's own rows (ownRead);
 * its maker states the rows' type, as the read's own statement has it.
 */
export interface OwnRead<Own> {
  execute(params: Record<string, unknown>): Promise<SessionRow<Own>[]>;
}

/**
 * The session lookup and a read of the signed-in member's own rows in one statement, so a
 * read that needs only the member's rows makes one round trip rather than two
 * (docs/performance.md, "One round trip a read"). `read` builds the
 * member's rows as a subquery of the member whose id is `memberId` (the session's member);
 * each of its rows comes beside the session's, in `order`. The statement's placeholders are
 * `sessionId` and the read's own.
 */
export function ownRead<Own extends Subquery<string, Record<string, unknown>>>(
  db: Database,
  name: string,
  read: (memberId: AnyColumn) => Own,
  order: (own: Own) => SQL[],
): OwnRead<unknown> {
  const own = read(schema.sessions.userId);
  // The subquery's own columns ("own"."id"...), not those of the table inside it.
  const ownColumns = Object.fromEntries(
    Object.keys(own._.selectedFields).map((key) => [key, own[key as keyof Own]]),
  ) as Record<string, typeof schema.sessions.id>;
  return db
    .select({ ...sessionAndMemberColumns, own: ownColumns })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .leftJoinLateral(own as never, sql`true`)
    .where(eq(schema.sessions.id, sql.placeholder("sessionId")))
    .orderBy(...order(own))
    .prepare(name) as OwnRead<unknown>;
}

export function sessionStore(db: Database): Adapter {
  const sessions = schema.sessions;
  const sessionAndMember = sessionAndMemberQuery(db);
  const toSession = (row: typeof sessions.$inferSelect): DatabaseSession => ({
    id: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt,
    attributes: { createdAt: row.createdAt },
  });
  return {
    async getSessionAndUser(sessionId) {
      const [row] = await sessionAndMember.execute({ sessionId });
      if (!row) return [null, null];
      const user: DatabaseUser = { id: row.memberId, attributes: row.member };
      return [toSession(row.session), user];
    },
    async getUserSessions(userId) {
      const rows = await db.select().from(sessions).where(eq(sessions.userId, userId));
      return rows.map(toSession);
    },
    async setSession(session) {
      await db.insert(sessions).values({
        id: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        createdAt: session.attributes.createdAt,
      });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },
    async deleteSession(sessionId) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteUserSessions(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpiredSessions() {
      await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
    },
  };
}
