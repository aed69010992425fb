/**
 * The global and national boards, ordered in the database by the rule's keys
 * (rules/leaderboards/boards.ts) along `users_board_idx` and `users_national_board_idx`.
 */
import { type Database, desc, eq, limitInText, schema, sql } from "@wolfpack/db";
import { BOARD_COUNTS, LEADERBOARD_SIZE } from "@wolfpack/rules/leaderboards/boards";
import { preparedQuery } from "../shared/prepared.ts";
import { boardCountryOf, rankOn, usernameKey } from "./ranks.ts";

const users = schema.users;

/** What a board shows of a member: never an e-mail. */
export const standingColumns = {
  userId: users.id,
  username: users.username,
  avatar: users.avatar,
  currentStreak: users.currentStreak,
  workoutsCompleted: users.workoutsCompleted,
  totalMinutes: users.totalMinutes,
};

export interface BoardEntry {
  userId: string;
  rank: number;
  username: string;
  avatar: string | null;
  currentStreak: number;
  workoutsCompleted: number;
  totalMinutes: number;
}

/** The board order (BOARD_COUNTS, each most first, then the tie-break key): the indexes' order. */
const boardOrder = [...BOARD_COUNTS.map((count) => desc(users[count])), usernameKey];

const globalTop = preparedQuery((db) =>
  db
    .select(standingColumns)
    .from(users)
    .orderBy(...boardOrder)
    .limit(limitInText(LEADERBOARD_SIZE))
    .prepare("global_board_top"),
);

/**
 * Still planned on every call: its country is a value, and for the largest country a plan
 * made for that value is cheaper than the generic one (docs/performance.md).
 */
const nationalTop = preparedQuery((db) =>
  db
    .select(standingColumns)
    .from(users)
    .where(eq(boardCountryOf, sql.placeholder("country")))
    .orderBy(...boardOrder)
    .limit(limitInText(LEADERBOARD_SIZE))
    .prepare("national_board_top"),
);

/** A member's row as the boards order it, with the keys a rank is counted by. */
const standingOf = preparedQuery((db) =>
  db
    .select({ ...standingColumns, key: sql<string>`${usernameKey}`, country: sql<string>`${boardCountryOf}` })
    .from(users)
    .where(eq(users.id, sql.placeholder("memberId")))
    .prepare("board_standing"),
);

/**
 * The first 100 of a board (all members, or one country's), then the viewer's own row with
 * its true rank when they are not among them and belong on this board.
 */
export async function boardOf(db: Database, viewerId: string, country: string | null): Promise<BoardEntry[]> {
  const top = country === null ? await globalTop(db).execute() : await nationalTop(db).execute({ country });
  // Set on the rows the query made: `{ ...row, rank }` took V8's slow path, 63 µs of every read (docs/performance.md).
  const rows: BoardEntry[] = top.map((row, index) => Object.assign(row, { rank: index + 1 }));
  if (rows.some((row) => row.userId === viewerId)) return rows;
  const [viewer] = await standingOf(db).execute({ memberId: viewerId });
  if (!viewer || (country !== null && viewer.country !== country)) return rows;
  const { key: _key, country: _country, ...standing } = viewer;
  return [...rows, { ...standing, rank: await rankOn(db, country, viewer) }];
}
