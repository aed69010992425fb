import { sql } from "drizzle-orm";
import type { Database } from "../src/database.ts";
import { queryRows } from "../src/db-rows.ts";
import * as schema from "../src/schema.ts";
import { usernameColumns } from "../src/username-skeletons.ts";

/** A new member named `username`, written straight into `db`; their id. */
export async function newMember(db: Database, username: string): Promise<string> {
  const [member] = await db
    .insert(schema.users)
    .values({ ...usernameColumns(username), email: `${username}@example.com`, passwordHash: "!" })
    .returning({ id: schema.users.id });
  if (!member) throw new Error("no member written");
  return member.id;
}

/**
 * The tables whose triggers keep the count `count` at commit (migration 0017's
 * count_write_at_commit, its first argument), A to Z, each with whether they run at commit.
 */
export function tablesCountedBy(db: Database, count: string) {
  // A trigger's arguments are its tgargs, each ended by a zero byte.
  return queryRows<{ table: string; deferred: boolean }>(
    db,
    sql`
    select distinct c.relname as "table", t.tginitdeferred as deferred
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'count_write_at_commit' and position(convert_to(${count}, 'UTF8') || decode('00', 'hex') in t.tgargs) = 1
    order by c.relname`,
  );
}
