/**
 * A member's rank on the global or a national board without counting every member above
 * them: at a million members that count took 40 to 130 ms. board_tallies holds how many
 * members stand at each place, on one level per count of the board order (BOARD_COUNTS,
 * rules/leaderboards/boards.ts; schema.ts); triggers on users log every move in
 * board_tally_changes, and `foldTallyChanges` adds those into the tallies every few
 * seconds. A rank is then, in one statement (one snapshot, so exact):
 *
 *   members with more streak                            (level 1 tallies)
 * + members with the same streak and more workouts      (level 2)
 * + members with the same streak and workouts, and more minutes, or as many and an
 *   earlier two-character prefix of the tie-break key   (level 3)
 * + the moves not folded yet that land ahead            (board_tally_changes)
 * + members of the viewer's own level-3 place whose key sorts before theirs  (users, by index)
 * + 1.
 * Each comparison is built from BOARD_COUNTS, in its order.
 */
import { type AnyColumn, type Database, queryRows, type SQL, schema, sql } from "@wolfpack/db";
import { BOARD_COUNTS, type BoardCount } from "@wolfpack/rules/leaderboards/boards";

const users = schema.users;

/** The tie-break key of a username: A to Z lower-cased, in byte order (usernameOrderKey). */
export const tieBreakKeyOf = (username: AnyColumn): SQL => sql`lower(${username} collate "C")`;
/** The country whose board a member is on (boardCountry), from their country. */
export const boardCountryFrom = (country: AnyColumn): SQL => sql`coalesce(${country}, 'USA')`;

/** The members' tie-break key and board country, as the boards' indexes have them. */
export const usernameKey = tieBreakKeyOf(users.username);
export const boardCountryOf = boardCountryFrom(users.country);

/**
 * Where a member stands, as SQL: their counts and their tie-break key (usernameKey), the
 * columns of the member's row in the statement that asks for the rank.
 */
export type BoardPlace = Record<BoardCount | "key", SQL>;

/** The tallies' column for each count of the board order (the trigger of migration 0005 writes them). */
export const TALLY_COLUMNS: Readonly<Record<BoardCount, string>> = {
  currentStreak: "streak",
  workoutsCompleted: "workouts",
  totalMinutes: "minutes",
};

/** How many characters of the tie-break key the last level's tallies are kept by (the trigger's left(…, 2)). */
export const TALLY_PREFIX_LENGTH = 2;

const tally = (count: BoardCount) => sql.identifier(TALLY_COLUMNS[count]);

/**
 * A tally place ahead of `place` by `counts` (in the board order) and then by `tie`: more
 * of the first count, or as much and ahead by the rest.
 */
function ahead(counts: readonly BoardCount[], place: BoardPlace, tie: SQL): SQL {
  const [count, ...rest] = counts;
  if (count === undefined) return tie;
  return sql`(${tally(count)} > ${place[count]} or (${tally(count)} = ${place[count]} and ${ahead(rest, place, tie)}))`;
}

/**
 * How many members stand ahead of `place` on the global board (`country` null) or a
 * country's, as an SQL expression over the row `place` is read from: level n's tallies
 * hold the places level with it on the first n - 1 counts and ahead on the n-th (the last
 * level also by an earlier prefix); then the moves not folded yet, and the members of its
 * own place. Prepared with the rest of the viewer's read (standings.ts), it is planned once.
 */
export function membersAhead(country: SQL | null, place: BoardPlace): SQL {
  // The tallies keep the global board as '' (migration 0005's trigger).
  const board = country ?? sql`''`;
  const p = sql`left(${place.key}, ${sql.raw(String(TALLY_PREFIX_LENGTH))})`;
  const prefixAhead = sql`prefix collate "C" < ${p}`;
  const last = BOARD_COUNTS.length - 1;
  const levels = BOARD_COUNTS.map((count, index) => {
    const level = sql.join(
      [
        ...BOARD_COUNTS.slice(0, index).map((before) => sql`${tally(before)} = ${place[before]}`),
        index < last ? sql`${tally(count)} > ${place[count]}` : ahead([count], place, prefixAhead),
      ],
      sql` and `,
    );
    return sql`(select coalesce(sum(members), 0) from board_tallies
        where board = ${board} and level = ${sql.raw(String(index + 1))} and ${level})`;
  });
  const sameBoard = country === null ? sql`true` : sql`${boardCountryOf} = ${country}`;
  const samePlace = sql.join(
    BOARD_COUNTS.map((count) => sql`${sql.identifier(users[count].name)} = ${place[count]}`),
    sql` and `,
  );
  return sql`(
      ${sql.join(levels, sql`\n    + `)}
    + (select coalesce(sum(delta), 0) from board_tally_changes
        where board = ${board} and ${ahead(BOARD_COUNTS, place, prefixAhead)})
    + (select count(*) from ${users}
        where ${sameBoard} and ${samePlace}
          and ${usernameKey} >= ${p} and ${usernameKey} < ${place.key})
    )::int`;
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
