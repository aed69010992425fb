/**
 * What a friend request does, given what already stands between the two members. A
 * friendship row goes from the member who asked (or blocked) to the other.
 */
import type { FriendshipStatus } from "./enums.ts";

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

/** Whether one more member fits in a group. */
export function groupHasRoom(members: number, maxMembers: number): boolean {
  return members < maxMembers;
}

export function groupFullMessage(name: string, maxMembers: number): string {
  return `${name} is full: it has room for ${maxMembers} members.`;
}
