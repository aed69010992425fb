/**
 * Lucia's store, written for our schema: a session and its member in one query that
 * selects the member's public columns only (never the password hash).
 */
import { type Database, eq, getTableColumns, lte, schema, sql } from "@wolfpack/db";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";

/** The member's public columns: not the password hash, nor the name's skeletons (members.ts). */
const {
  passwordHash: _passwordHash,
  usernameSkeletonLower: _lower,
  usernameSkeletonUpper: _upper,
  id: _id,
  ...memberColumns
} = getTableColumns(schema.users);

/**
 * The lookup every signed-in request makes, built once per database and prepared on the
 * server: building drizzle's SQL afresh cost more than running it.
 */
function sessionAndMemberQuery(db: Database) {
  const sessions = schema.sessions;
  return db
    .select({ session: sessions, memberId: schema.users.id, member: memberColumns })
    .from(sessions)
    .innerJoin(schema.users, eq(schema.users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare("session_and_member");
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
