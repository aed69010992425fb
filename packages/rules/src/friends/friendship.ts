/**
 * Friendships: their statuses, what a friend request does given what already stands
 * between the two members, and how many members a search lists. A friendship row goes
 * from the member who asked (or blocked) to the other.
 */
export const FRIENDSHIP_STATUSES = ["pending", "accepted", "blocked"] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** How many members a search for a friend lists. */
export const MEMBER_SEARCH_RESULTS = 10;

export interface StandingFriendship {
  /** True when the row was written by the member now asking. */
  mine: boolean;
  status: FriendshipStatus;
}

export type FriendRequestOutcome =
  | { kind: "request" }
  /** They asked first: asking back accepts their request. */
  | { kind: "accept" }
  | { kind: "refuse"; message: string };

export function friendRequestOutcome(username: string, standing: StandingFriendship | null): FriendRequestOutcome {
  if (!standing) return { kind: "request" };
  if (standing.status === "accepted") return { kind: "refuse", message: `You and ${username} are already friends.` };
  if (standing.status === "blocked") {
    return standing.mine
      ? { kind: "refuse", message: `You blocked ${username}. Unblock them first.` }
      : { kind: "refuse", message: `${username} is not taking friend requests.` };
  }
  return standing.mine
    ? { kind: "refuse", message: `You already asked ${username}. Waiting for them to answer.` }
    : { kind: "accept" };
}
