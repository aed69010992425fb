/**
 * The global and national boards, ordered in the database by the rule's keys
 * (rules/leaderboards/boards.ts) along `users_board_idx` and `users_national_board_idx`.
 */
import { alias, asc, desc, eq, limitInText, type SQL, schema, sql } from "@wolfpack/db";
import { BOARD_COUNTS, LEADERBOARD_SIZE } from "@wolfpack/rules/leaderboards/boards";
import { answerOf } from "../auth/kept-rows.ts";
import { memberRows } from "../auth/member-rows.ts";
import { boardCountryFrom, boardCountryOf, membersAhead, tieBreakKeyOf, usernameKey } from "./ranks.ts";

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

const viewer = alias(users, "viewer");

/** A board row as the statement sends it: one JSON array a member, in standingColumns' order. */
type TopRow = [
  userId: string,
  username: string,
  avatar: string | null,
  currentStreak: number,
  workoutsCompleted: number,
  totalMinutes: number,
];

/**
 * The global board (`country` null) or a country's, as seen by the member `viewerId`, in one
 * statement with parameters, so PostgreSQL plans it once (postgres-js sends a statement
 * without any as plain text, planned on every call): the first 100 as one JSON array, and
 * the viewer's row with how many stand ahead of them, that count null when the viewer is on
 * another country's board. Any viewer's (`ofMember`), or the signed-in member's with their
 * session in one round trip (`own`, auth/member-rows.ts).
 */
function boardRead(country: SQL | null, name: string) {
  return memberRows(
    name,
    (db, viewerId, alias) => {
      const top = db.$with("top").as(
        db
          .select({ ...standingColumns, key: sql<string>`${usernameKey}`.as("key") })
          .from(users)
          .where(country === null ? undefined : eq(boardCountryOf, country))
          .orderBy(...boardOrder)
          .limit(limitInText(LEADERBOARD_SIZE)),
      );
      // An aggregate takes its rows in no promised order: the array is ordered again, 100 rows.
      const topInOrder = [...BOARD_COUNTS.map((count) => sql`${top[count]} desc`), sql`${top.key}`];
      const place = {
        currentStreak: sql`${viewer.currentStreak}`,
        workoutsCompleted: sql`${viewer.workoutsCompleted}`,
        totalMinutes: sql`${viewer.totalMinutes}`,
        key: tieBreakKeyOf(viewer.username),
      };
      const inTop = sql`exists (select 1 from ${top} where ${top.userId} = ${viewer.id})`;
      const onOtherBoard = country === null ? sql`false` : sql`${boardCountryFrom(viewer.country)} <> ${country}`;
      return db
        .with(top)
        .select({
          top: sql<
            TopRow[]
          >`(select coalesce(json_agg(json_build_array(${top.userId}, ${top.username}, ${top.avatar}, ${top.currentStreak}, ${top.workoutsCompleted}, ${top.totalMinutes}) order by ${sql.join(topInOrder, sql`, `)}), '[]'::json) from ${top})`.as(
            "top",
          ),
          userId: viewer.id,
          username: viewer.username,
          avatar: viewer.avatar,
          currentStreak: viewer.currentStreak,
          workoutsCompleted: viewer.workoutsCompleted,
          totalMinutes: viewer.totalMinutes,
          ahead: sql<
            number | null
          >`case when ${inTop} or ${onOtherBoard} then null else ${membersAhead(country, place)} end`.as("ahead"),
        })
        .from(viewer)
        .where(eq(viewer.id, viewerId))
        .as(alias);
    },
    // One row: the viewer's.
    (board) => [asc(board.userId)],
    { kept: "pack" },
  );
}

/** The global board, and a country's (the placeholder `country`). */
export const globalBoard = boardRead(null, "global_board");
export const nationalBoard = boardRead(sql`${sql.placeholder("country")}`, "national_board");

/** A board's one row, as either statement gives it. */
export type BoardRead = Awaited<ReturnType<ReturnType<typeof globalBoard.ofMember>["execute"]>>[number];

/**
 * The first 100 of a board (all members, or one country's) from its read, then the viewer's
 * own row with its true rank when they are not among them and belong on this board. No read
 * only when the viewer's account went between their session's read and the board's.
 */
export function boardEntries(reads: readonly BoardRead[]): BoardEntry[] {
  return answerOf(reads, "", ([read]) => entriesOf(read));
}

function entriesOf(read: BoardRead | undefined): BoardEntry[] {
  if (!read) return [];
  const rows = read.top.map(
    ([userId, username, avatar, currentStreak, workoutsCompleted, totalMinutes], index): BoardEntry => ({
      userId,
      username,
      avatar,
      currentStreak,
      workoutsCompleted,
      totalMinutes,
      rank: index + 1,
    }),
  );
  const { top: _top, ahead, ...standing } = read;
  if (ahead === null) return rows;
  return [...rows, { ...standing, rank: ahead + 1 }];
}
