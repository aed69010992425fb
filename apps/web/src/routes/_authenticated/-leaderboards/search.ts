/**
 * The leaderboard screen's address: which board (?board=global) and, on Groups, which
 * group (?group=12). The route's file loads with the first screen of every visit, so this
 * stays a few lines: no schema library, no rules.
 */
import type { TrpcUtils } from "../../../trpc.ts";

export const BOARDS = ["friends", "groups", "global", "national"] as const;
export type Board = (typeof BOARDS)[number];

export interface LeaderboardSearch {
  /** Friends when absent. */
  board?: Board;
  /** The group whose board the Groups tab shows; the member's first group when absent. */
  group?: number;
}

/** What the address asks for, with anything unknown left out. */
export function boardSearch(search: Record<string, unknown>): LeaderboardSearch {
  const board = BOARDS.find((name) => name === search.board);
  const group = Number(search.group);
  return {
    board: board === "friends" ? undefined : board,
    group: board === "groups" && Number.isInteger(group) && group > 0 ? group : undefined,
  };
}

/** The group a member's Groups tab shows: the one asked for if they are in it, else their first. */
export function chosenGroup(groups: readonly { id: number }[], asked: number | undefined): number | undefined {
  return groups.find((group) => group.id === asked)?.id ?? groups[0]?.id;
}

/** A board is asked for again when shown after a minute: standings move as the pack trains. */
export const BOARD_STALE_MS = 60_000;
const fresh = { staleTime: BOARD_STALE_MS };

/**
 * The open tab's data, and nothing of the other tabs. Groups needs the member's groups
 * first, unless the address names one: then both go out together.
 */
export async function loadBoard(trpc: TrpcUtils, { board = "friends", group }: LeaderboardSearch): Promise<void> {
  if (board === "friends") await trpc.leaderboard.friends.fetch(undefined, fresh);
  else if (board === "global") await trpc.leaderboard.global.fetch(undefined, fresh);
  else if (board === "national") await trpc.leaderboard.national.fetch(undefined, fresh);
  else await loadGroupBoard(trpc, group);
}

async function loadGroupBoard(trpc: TrpcUtils, group: number | undefined) {
  // Not theirs (an old link): their first group shows instead, and this answer goes unused.
  if (group !== undefined) trpc.leaderboard.group.fetch({ groupId: group }, fresh).catch(() => {});
  const shown = chosenGroup(await trpc.group.mine.ensureData(), group);
  // The same call as above when it was theirs: it waits for that answer, nothing more is sent.
  if (shown !== undefined) await trpc.leaderboard.group.fetch({ groupId: shown }, fresh);
}
