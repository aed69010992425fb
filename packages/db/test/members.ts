import type { Database } from "../src/database.ts";
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
