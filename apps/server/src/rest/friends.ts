/** Friends: a member's lists, finding members, and asking, answering and blocking. */

import {
  friendChangeAnswer,
  friendListsAnswer,
  friendRequestAnswer,
  memberSearchAnswer,
} from "@wolfpack/rules/friends/answers";
import { friendInput, friendRequestInput, memberSearchInput } from "@wolfpack/rules/friends/inputs";
import { z } from "zod";
import { memberPath, restRoute } from "./contract.ts";

/** `?username=`: what the procedure takes as `query`. */
const searchQuery = z.object({
  username: memberSearchInput.shape.query.meta({ description: "The start of a username, any case." }),
});

export const friendsRoutes = [
  restRoute({
    method: "GET",
    path: "/users/:userId/friends",
    summary: "A member's friends, requests in and out, and blocks",
    description:
      "`{friends, incoming, outgoing, blocked}`, each by username. Your own, or anyone's for an admin (403 otherwise).",
    access: "member",
    params: memberPath,
    answer: friendListsAnswer,
    refusals: [403],
    kept: "friend.list",
    call: (api, { params }) => api.friend.list({ memberId: params.userId }),
  }),
  restRoute({
    method: "GET",
    path: "/friends/search",
    summary: "Members whose username starts so",
    description: "At most 10, each with where they stand with you; a member who blocked you is not found.",
    access: "member",
    query: searchQuery,
    answer: memberSearchAnswer,
    call: (api, { query }) => api.friend.search({ query: query.username }),
  }),
  restRoute({
    method: "POST",
    path: "/friends/requests",
    summary: "Ask a member, by username, to be friends",
    description:
      "Accepts their request when they asked first. 404 when no member has the username; 409 when already friends, already asked or blocked, saying why (docs/rules.md, The pack).",
    access: "member",
    body: friendRequestInput,
    status: 201,
    answer: friendRequestAnswer,
    refusals: [404, 409, 429],
    call: (api, { body }) => api.friend.request(body),
  }),
  restRoute({
    method: "POST",
    path: "/friends/:memberId/accept",
    summary: "Accept their friend request",
    description: "404 when they have not asked.",
    access: "member",
    params: friendInput,
    answer: friendChangeAnswer,
    refusals: [404],
    call: (api, { params }) => api.friend.accept({ memberId: params.memberId }),
  }),
  restRoute({
    method: "POST",
    path: "/friends/:memberId/decline",
    summary: "Decline their friend request",
    description: "404 when they have not asked.",
    access: "member",
    params: friendInput,
    answer: friendChangeAnswer,
    refusals: [404],
    call: (api, { params }) => api.friend.decline({ memberId: params.memberId }),
  }),
  restRoute({
    method: "POST",
    path: "/friends/:memberId/block",
    summary: "Block a member",
    description: "Ends any friendship or request between you; they cannot ask again. 404 when there is no such member.",
    access: "member",
    params: friendInput,
    answer: friendChangeAnswer,
    refusals: [404],
    call: (api, { params }) => api.friend.block({ memberId: params.memberId }),
  }),
  restRoute({
    method: "DELETE",
    path: "/friends/:memberId",
    summary: "End a friendship, take back a request, or lift your block",
    description: "404 when there is nothing between you to remove (their block stays until they lift it).",
    access: "member",
    params: friendInput,
    answer: friendChangeAnswer,
    refusals: [404],
    call: (api, { params }) => api.friend.remove({ memberId: params.memberId }),
  }),
];
