/**
 * A member's rank on the global or a national board without counting every member above
 * them: at a million members that count took 40 to 130 ms. board_tallies holds how many
 * members stand at each place, on three levels (schema.ts); triggers on users log every
 * move in board_tally_changes, and `foldTallyChanges` adds those into the tallies every few
 * seconds. A rank is then, in one statement (one snapshot, so exact):
 *
 *   members with more streak                            (level 1 tallies)
 * + members with the same streak and more workouts      (level 2)
 * + members with the same streak and workouts, and more minutes, or as many and an
 *   earlier two-character prefix of the tie-break key   (level 3)
 * + the moves not folded yet that land ahead            (board_tally_changes)
 * + members of the viewer's own level-3 place whose key sorts before theirs  (users, by index)
 * + 1.
 */
import { type Database, schema, sql } from "@wolfpack/db";
import { queryRows } from "../db-rows.ts";

const users = schema.users;

/** The tie-break key: the username with A to Z lower-cased, in byte order (usernameOrderKey). */
export const usernameKey = sql`lower(${users.username} collate "C")`;
/** The country whose board a member is on (boardCountry). */
export const boardCountryOf = sql`coalesce(${users.country}, 'USA')`;

export interface BoardPlace {
  currentStreak: number;
  workoutsCompleted: number;
  totalMinutes: number;
  /** usernameKey of the member. */
  key: string;
}

/** The prefix of the tie-break key the level-3 tallies are kept by (the trigger's left(…, 2)). */
function prefixOf(key: string): string {
  return [...key].slice(0, 2).join("");
}

/** The viewer's rank on the global board (`board` null) or a country's. */
export async function rankOn(db: Database, board: string | null, place: BoardPlace): Promise<number> {
  const b = board ?? "";
  const x = place.currentStreak;
  const y = place.workoutsCompleted;
  const z = place.totalMinutes;
  const p = prefixOf(place.key);
  const sameBoard = board === null ? sql`true` : sql`${boardCountryOf} = ${board}`;
  const [row] = await queryRows<{ ahead: number }>(
    db,
    sql`
    select (
      (select coalesce(sum(members), 0) from board_tallies
        where board = ${b} and level = 1 and streak > ${x})
    + (select coalesce(sum(members), 0) from board_tallies
        where board = ${b} and level = 2 and streak = ${x} and workouts > ${y})
    + (select coalesce(sum(members), 0) from board_tallies
        where board = ${b} and level = 3 and streak = ${x} and workouts = ${y}
          and (minutes > ${z} or (minutes = ${z} and prefix collate "C" < ${p})))
    + (select coalesce(sum(delta), 0) from board_tally_changes
        where board = ${b} and (streak > ${x} or (streak = ${x} and (workouts > ${y} or (workouts = ${y}
          and (minutes > ${z} or (minutes = ${z} and prefix collate "C" < ${p})))))))
    + (select count(*) from users
        where ${sameBoard} and current_streak = ${x} and workouts_completed = ${y} and total_minutes = ${z}
          and ${usernameKey} >= ${p} and ${usernameKey} < ${place.key})
    )::int as ahead`,
  );
  return Number(row?.ahead ?? 0) + 1;
}

/** Only one fold runs at a time, across every server instance (any fixed number). */
const FOLD_LOCK = 74_301_551;

/**
 * Adds the logged moves into the tallies and removes them, in one transaction, so a rank
 * read sees them either as moves or in the tallies, never both. Returns how many moves
 * it folded (0 when another fold was running). Places left at 0 members go hourly.
 */
export async function foldTallyChanges(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    );
    if (!lock?.locked) return 0;
    const [moved] = await queryRows<{ moves: number }>(
      tx,
      sql`
      with moved as (
        delete from board_tally_changes returning board, streak, workouts, minutes, prefix, delta
      ), places as (
        select board, streak, workouts, minutes, prefix, sum(delta)::int as delta
        from moved group by board, streak, workouts, minutes, prefix
      ), levels as (
        select board, 1 as level, streak, -1 as workouts, -1 as minutes, '' as prefix, sum(delta)::int as delta
          from places group by board, streak
        union all
        select board, 2, streak, workouts, -1, '', sum(delta)::int from places group by board, streak, workouts
        union all
        select board, 3, streak, workouts, minutes, prefix, delta from places
      ), folded as (
        insert into board_tallies (board, level, streak, workouts, minutes, prefix, members)
        select * from levels where delta <> 0
        on conflict (board, level, streak, workouts, minutes, prefix)
          do update set members = board_tallies.members + excluded.members
        returning 1
      )
      select (select count(*) from moved)::int as moves, (select count(*) from folded)::int as places`,
    );
    return Number(moved?.moves ?? 0);
  });
}

/** Drops the places no member stands at any more (hourly: the rows cost nothing to a rank but room). */
export async function dropEmptyTallies(db: Database): Promise<void> {
  await db.execute(sql`delete from board_tallies where members = 0`);
}
