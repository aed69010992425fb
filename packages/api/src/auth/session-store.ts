/**
 * Lucia's store, written for our schema: a session and its member in one query that
 * selects the member's public columns only (never the password hash).
 */
import {
  type AnyColumn,
  Column,
  type Database,
  eq,
  getTableColumns,
  is,
  lte,
  SQL,
  type Subquery,
  schema,
  sql,
} from "@wolfpack/db";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import { preparedQuery } from "../shared/prepared.ts";

/** The member's public columns: not the password hash, the name's skeletons nor their count of writes (members.ts). */
const {
  passwordHash: _passwordHash,
  usernameSkeletonLower: _lower,
  usernameSkeletonUpper: _upper,
  rowsVersion: _rowsVersion,
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

/**
 * A read of the signed-in member's own rows that can go in the session's lookup (ownRead):
 * its name, its rows as one value of that statement, and how to decode them.
 */
export interface OwnRead<Row> {
  /** Which read it is: a mix of reads is known by theirs (names are for people and may repeat). */
  readonly id: number;
  readonly name: string;
  /** The rows as one JSON value: an array of each row's values. */
  readonly rows: SQL;
  /**
   * Which count of writes the rows change only with, when the server may keep them
   * (kept-rows.ts): its placeholder `kept_<id>` then takes the count they were kept at, and
   * the rows come as null while the count is still that.
   */
  readonly kept: KeptBy | undefined;
  /** The rows from that value, mapped as drizzle maps each field. */
  decode(values: unknown[][]): Row[];
}

/**
 * The counts of writes kept reads are kept by: "own", the member's own rows (users.rows_version,
 * migration 0016) and the catalogues they join (catalogue_version, migration 0019); "pack",
 * what members see of each other (pack_versions, migration 0017).
 */
export type KeptBy = "own" | "pack";

/** The pack's count of writes: the sum of its slots (schema.ts, packVersions). */
const packVersion = sql<number>`(select coalesce(sum(${schema.packVersions.version}), 0)::bigint from ${schema.packVersions})`;
/** The catalogues' count of writes (schema.ts, catalogueVersion). */
const catalogueVersion = sql<number>`(select ${schema.catalogueVersion.version} from ${schema.catalogueVersion})`;
/**
 * Each kind's count as one number, in SQL (a kept read's check) and from a session row (what
 * the read is kept with): the two must agree. Both counts of "own" only ever rise, so their
 * sum stands exactly while both do.
 */
const versionOf: Record<KeptBy, SQL> = {
  own: sql`(${schema.users.rowsVersion} + ${catalogueVersion})`,
  pack: packVersion,
};
export function keptVersionOf(row: Pick<SessionRow, "rowsVersion" | "catalogueVersion" | "packVersion">, kept: KeptBy) {
  return kept === "pack" ? row.packVersion : row.rowsVersion + row.catalogueVersion;
}

/**
 * How drizzle turns a selected field's value from the driver into the row's (a timestamp's
 * text into a Date...): the column's own mapping, or a SQL expression's `mapWith`.
 */
function decoderOf(field: unknown): (value: unknown) => unknown {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // drizzle's mapResultRow reads the same member, which its types keep internal.
  type Decoded = { decoder?: { mapFromDriverValue(value: unknown): unknown } };
  const sqlOf = is(field, SQL.Aliased) ? field.sql : is(field, SQL) ? field : undefined;
  const decoder = (sqlOf as Decoded | undefined)?.decoder;
  return decoder ? (value) => decoder.mapFromDriverValue(value) : (value) => value;
}

/** How many own reads were made: each one's id is the count when it was made. */
let ownReads = 0;

/**
 * A read of the signed-in member's own rows, for the session's lookup to make in the same
 * statement, so a read that needs only the member's rows makes one round trip rather than
 * two (docs/performance.md, "One round trip a read"); several such reads asked at once (a
 * screen's batch) go in one statement together (sessionWithOwnQuery). `read` builds the
 * member's rows as a subquery of the member whose id is `memberId` (the session's member);
 * they come in one JSON column of arrays, in `order`: as rows of their own, each repeated
 * the session's and member's 38 columns, which cost more than the rows themselves
 * (docs/performance.md). Each value is then mapped as drizzle maps the field's (JSON writes a
 * timestamp in ISO 8601, which the same mapping reads). Its placeholders are the read's own.
 */
export function ownRead<Own extends Subquery<string, Record<string, unknown>>>(
  name: string,
  read: (memberId: AnyColumn) => Own,
  order: (own: Own) => SQL[],
  kept?: KeptBy,
): OwnRead<unknown> {
  const own = read(schema.sessions.userId);
  // The subquery's own columns ("own"."id"...), not those of the table inside it.
  const fields = Object.keys(own._.selectedFields).map((key) => ({ key, field: own[key as keyof Own] }));
  const decoders = fields.map(({ key, field }) => ({ key, decode: decoderOf(field) }));
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    decoders.forEach(({ key, decode }, index) => {
      const value = values[index];
      row[key] = value === null ? null : decode(value);
    });
    return row;
  };
  const values = sql.join(
    fields.map(({ field }) => sql`${field}`),
    sql`, `,
  );
  const all = sql`(select coalesce(json_agg(json_build_array(${values}) order by ${sql.join(order(own), sql`, `)}), '[]'::json) from ${own})`;
  ownReads += 1;
  const id = ownReads;
  // PostgreSQL reads a CASE's subquery only where its branch is taken: kept rows cost no read.
  const rows = kept
    ? sql`case when ${versionOf[kept]} = ${sql.placeholder(`kept_${id}`)}::bigint then null else ${all} end`
    : all;
  return { id, name, rows, kept, decode: (list) => list.map(toRow) };
}

/** A session lookup with reads of the member's own rows: the session, its member, and each read's rows. */
export interface SessionRow {
  session: typeof schema.sessions.$inferSelect;
  memberId: string;
  member: DatabaseUser["attributes"];
  /** The count of writes to the member's own rows (KeptBy "own"). */
  rowsVersion: number;
  /** The pack's count of writes (KeptBy "pack"). */
  packVersion: number;
  /** The catalogues' count of writes (KeptBy "own"). */
  catalogueVersion: number;
  /** Each read's rows; null for a kept read whose rows still stand. */
  own: (unknown[] | null)[];
}

/** The statement of a session lookup with some own reads, as the session runs it. */
export interface SessionWithOwn {
  execute(params: Record<string, unknown>): Promise<SessionRow[]>;
}

/** A session lookup's columns with the counts kept reads are kept by (KeptBy). */
const standingColumns = {
  ...sessionAndMemberColumns,
  rowsVersion: schema.users.rowsVersion,
  packVersion: packVersion.mapWith(Number),
  catalogueVersion: catalogueVersion.mapWith(Number),
};

/**
 * The sessions `sessionIds` (a placeholder) with their members and counts, as a lookup
 * without reads has each: several members' standings in one statement (memberStanding).
 */
export const sessionStandingsQuery = preparedQuery((db) =>
  db
    .select(standingColumns)
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(sql`${schema.sessions.id} = any(${sql.placeholder("sessionIds")}::text[])`)
    .prepare("session_standings"),
);

/**
 * Each mix of own reads asked together is one statement, prepared on the server; at most
 * this many mixes per database, so requests naming odd mixes cannot fill the server's
 * memory with statements. Past it, only a read alone is added (there are only so many reads).
 */
const MAX_MIXES = 64;
const mixes = new WeakMap<Database, Map<string, SessionWithOwn>>();

/**
 * The session lookup and `reads` in one statement (ownRead): one per mix of reads and
 * database, built once. The statement's placeholders are `sessionId` and the reads' own;
 * its `own` holds each read's rows, in the order of `reads`. With too many mixes already,
 * the statement is of the first read alone: `reads` says which it holds.
 */
export function sessionWithOwnQuery(
  db: Database,
  reads: readonly OwnRead<unknown>[],
): { query: SessionWithOwn; reads: readonly OwnRead<unknown>[] } {
  let byMix = mixes.get(db);
  if (!byMix) {
    byMix = new Map();
    mixes.set(db, byMix);
  }
  const key = reads.map((read) => read.id).join(",");
  const known = byMix.get(key);
  if (known) return { query: known, reads };
  if (byMix.size >= MAX_MIXES && reads.length > 1) return sessionWithOwnQuery(db, reads.slice(0, 1));
  // The reads' rows as one JSON array of their values, so any number of reads is one column.
  const own = sql<(unknown[] | null)[]>`json_build_array(${sql.join(
    reads.map((read) => read.rows),
    sql`, `,
  )})`.mapWith((lists: (unknown[][] | null)[]) =>
    lists.map((list, index) => (list === null ? null : reads[index]?.decode(list))),
  );
  const query = db
    .select({ ...standingColumns, own })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.id, sql.placeholder("sessionId")))
    .prepare(`session_and_${reads.map((read) => read.name).join("_and_")}`) as SessionWithOwn;
  byMix.set(key, query);
  return { query, reads };
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
