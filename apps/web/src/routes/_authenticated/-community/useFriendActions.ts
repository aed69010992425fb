import { MemberName } from "@wolfpack/ui";
import { createElement } from "react";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";

/** A member's name inside a toast's line: a long name is shortened, the words around it stay. */
const named = (username: string, before: string, after: string) =>
  createElement(MemberName, { name: username, before, after });

/**
 * After any change between two members: the lists and the search answers are asked again,
 * and the leaderboards (the friends' board) are read afresh when next shown.
 */
function useFriendsChanged() {
  const utils = trpc.useUtils();
  return async () => {
    void utils.leaderboard.invalidate();
    void utils.friend.search.invalidate();
    await utils.friend.list.invalidate();
  };
}

/** A friend request by username; to a member who asked first, it makes the two friends. */
export function useSendFriendRequest(onSent?: () => void) {
  const changed = useFriendsChanged();
  return trpc.friend.request.useMutation({
    onSuccess: async ({ member, relation }) => {
      await changed();
      if (relation === "friends") {
        toastSuccess("Friend Added", named(member.username, "", " is now in your pack"));
      } else {
        toastSuccess("Request Sent", named(member.username, "Your friend request to ", " is on its way"));
      }
      onSent?.();
    },
    onError: (error) => toastFailure("Request Failed", failureMessage(error, "Failed to send friend request")),
  });
}

export function useAcceptFriend(username: string) {
  const changed = useFriendsChanged();
  return trpc.friend.accept.useMutation({
    onSuccess: async () => {
      await changed();
      toastSuccess("Friend Added", named(username, "", " is now in your pack"));
    },
    onError: async (error) => {
      toastFailure("Error", failureMessage(error, "Failed to accept the request"));
      await changed();
    },
  });
}

export function useDeclineFriend(username: string) {
  const changed = useFriendsChanged();
  return trpc.friend.decline.useMutation({
    onSuccess: async () => {
      await changed();
      toastSuccess("Request Declined", named(username, "The request from ", " was declined"));
    },
    onError: async (error) => {
      toastFailure("Error", failureMessage(error, "Failed to decline the request"));
      await changed();
    },
  });
}

/** Ends a friendship, takes back a sent request, or lifts a block: the toast says which. */
export function useRemoveFriend(username: string, what: "friend" | "request" | "block") {
  const changed = useFriendsChanged();
  return trpc.friend.remove.useMutation({
    onSuccess: async () => {
      await changed();
      if (what === "friend") toastSuccess("Friend Removed", named(username, "", " is no longer in your pack"));
      else if (what === "request")
        toastSuccess("Request Cancelled", named(username, "Your request to ", " was withdrawn"));
      else toastSuccess("Member Unblocked", named(username, "", " can find you again"));
    },
    onError: async (error) => {
      toastFailure("Error", failureMessage(error, "Failed to update your pack"));
      await changed();
    },
  });
}
