import { type AnyColumn, type SQL, sql } from "@wolfpack/db";

/** What a member typed, as a LIKE pattern matches it: its own %, _ and backslash are plain characters. */
function literal(typed: string): string {
  return typed.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A username that starts with what was typed, in any case (users_username_prefix_idx). */
export function usernameStartsWith(username: AnyColumn, typed: string): SQL {
  return sql`lower(${username}) like ${`${literal(typed.toLowerCase())}%`}`;
}

/** A name that holds what was typed anywhere, in any case. */
export function nameContains(name: AnyColumn, typed: string): SQL {
  return sql`${name} ilike ${`%${literal(typed)}%`}`;
}
