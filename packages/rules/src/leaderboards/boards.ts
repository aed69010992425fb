/**
 * How the pack is ranked (decisions.md, Gamification): current streak, then workouts,
 * then minutes, most first; ties by username. A rank is the 1-based position in that
 * order. These functions are the rule itself, for boards small enough to sort here
 * (friends, groups) and for the tests; the database's order, ranks, indexes and tallies
 * for the global and national boards are built from BOARD_COUNTS or tested against it.
 */

/** How many rows a board shows before the viewer's own. */
export const LEADERBOARD_SIZE = 100;

/** The national board of a member without a country (docs/rules.md, The pack). */
export const DEFAULT_COUNTRY = "USA";

export const LEADERBOARD_SCOPES = ["friends", "groups", "global", "national"] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

export interface Standing {
  userId: string;
  username: string;
  currentStreak: number;
  workoutsCompleted: number;
  totalMinutes: number;
}

/**
 * The counts a board ranks by, the most telling first, each most first; members level on
 * all of them go by username, A to Z (usernameOrderKey, compareCodePoints).
 */
export const BOARD_COUNTS = [
  "currentStreak",
  "workoutsCompleted",
  "totalMinutes",
] as const satisfies readonly (keyof Standing)[];
export type BoardCount = (typeof BOARD_COUNTS)[number];

/** The country whose board a member is on. */
export function boardCountry(country: string | null | undefined): string {
  const trimmed = country?.trim();
  return trimmed ? trimmed : DEFAULT_COUNTRY;
}

/**
 * The username as ties are broken: A to Z lower-cased to a to z (and nothing else, so that
 * PostgreSQL's `lower(username collate "C")` gives the same), compared by code point.
 */
export function usernameOrderKey(username: string): string {
  return username.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Code-point order, as PostgreSQL's "C" collation compares UTF-8 bytes (JS's < compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Negative when `a` ranks above `b`. */
export function compareStandings(a: Standing, b: Standing): number {
  for (const count of BOARD_COUNTS) if (a[count] !== b[count]) return b[count] - a[count];
  return compareCodePoints(usernameOrderKey(a.username), usernameOrderKey(b.username));
}

/** Every member in board order, with their rank. */
export function rankStandings<S extends Standing>(standings: readonly S[]): (S & { rank: number })[] {
  return [...standings].sort(compareStandings).map((standing, index) => ({ ...standing, rank: index + 1 }));
}

/**
 * What a board shows: its first `size` rows, then the viewer's own row when it is not
 * among them (with its true rank).
 */
export function boardRows<S extends { userId: string; rank: number }>(
  ranked: readonly S[],
  viewerId: string,
  size = LEADERBOARD_SIZE,
): S[] {
  const top = ranked.slice(0, size);
  if (top.some((row) => row.userId === viewerId)) return top;
  const viewer = ranked.find((row) => row.userId === viewerId);
  return viewer ? [...top, viewer] : top;
}
