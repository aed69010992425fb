/**
 * A read of one member's rows, made two ways from one subquery: for any member by id (an
 * admin's read, or a later call of a batch), and for the signed-in member with their session
 * in one statement (ownRead, docs/performance.md "One round trip a read").
 */
import {
  type AnyColumn,
  type Database,
  type Placeholder,
  type SelectResultFields,
  type SQL,
  type Subquery,
  sql,
} from "@wolfpack/db";
import { preparedQuery } from "../shared/prepared.ts";
import { type KeptBy, type OwnRead, ownRead } from "./session-store.ts";

/**
 * `rows` builds the member's rows as a subquery named `alias`, for the member `memberId` (a
 * placeholder or the session's member column); both statements give them in `order`.
 * `ofMember` takes the placeholder `memberId` and the subquery's own placeholders; `own`
 * takes the subquery's own (signedInWithOwn in trpc.ts adds the session's). `kept`: what
 * the rows are, so the server may keep them between requests (kept-rows.ts): "own", all the
 * member's own, of the tables migration 0016 counts writes to (and catalogues); "pack", of
 * what members see of each other, whose writes migration 0017 counts.
 */
export function memberRows<Rows extends Subquery<string, Record<string, unknown>>>(
  name: string,
  rows: (db: Database, memberId: AnyColumn | Placeholder, alias: string) => Rows,
  order: (rows: Rows) => SQL[],
  { kept }: { kept?: KeptBy } = {},
) {
  type Row = SelectResultFields<Rows["_"]["selectedFields"]>;
  return {
    ofMember: preparedQuery((db) => {
      const ofMember = rows(db, sql.placeholder("memberId"), name);
      return db
        .select()
        .from(ofMember as never)
        .orderBy(...order(ofMember))
        .prepare(`member_${name}`) as unknown as { execute(params: Record<string, unknown>): Promise<Row[]> };
    }),
    own: preparedQuery((db) => ownRead(name, (memberId) => rows(db, memberId, "own"), order, kept) as OwnRead<Row>),
  };
}
