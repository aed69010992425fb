/** Groups: a member's groups, finding, starting, joining and leaving one. */

import { groupAnswer, groupLeftAnswer, groupsToJoinAnswer, memberGroupsAnswer } from "@wolfpack/rules/groups/answers";
import { groupCreateInput, groupId, groupSearchInput } from "@wolfpack/rules/groups/inputs";
import { z } from "zod";
import { memberPath, restRoute } from "./contract.ts";

const groupPath = z.object({ id: groupId });

/** `?q=`: what the procedure takes as `query`. */
const discoverQuery = z.object({
  q: groupSearchInput.unwrap().shape.query.meta({ description: "A part of the group's name, any case." }),
});

export const groupsRoutes = [
  restRoute({
    method: "GET",
    path: "/users/:userId/groups",
    summary: "The member's groups",
    description: "Oldest joined first. Your own, or anyone's for an admin (403 otherwise).",
    access: "member",
    params: memberPath,
    answer: memberGroupsAnswer,
    refusals: [403],
    call: (api, { params }) => api.group.mine({ memberId: params.userId }),
  }),
  restRoute({
    method: "GET",
    path: "/groups",
    summary: "Groups to join",
    description: "Newest first, 20 at most; `?q=` keeps those whose name holds it.",
    access: "member",
    query: discoverQuery,
    answer: groupsToJoinAnswer,
    call: (api, { query }) => api.group.discover({ query: query.q }),
  }),
  restRoute({
    method: "POST",
    path: "/groups",
    summary: "Start a group",
    description: "`maxMembers` 2–50, 10 unless given. The creator is its first member.",
    access: "member",
    body: groupCreateInput,
    status: 201,
    answer: groupAnswer,
    refusals: [429],
    call: (api, { body }) => api.group.create(body),
  }),
  restRoute({
    method: "POST",
    path: "/groups/:id/join",
    summary: "Join a group",
    description: "Harmless when already in it. 404 when the group is gone; 409 when it is full.",
    access: "member",
    params: groupPath,
    answer: groupAnswer,
    refusals: [404, 409],
    call: (api, { params }) => api.group.join({ groupId: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/groups/:id/leave",
    summary: "Leave a group",
    description: "The last member to leave closes it. 404 when the group is gone or you are not in it.",
    access: "member",
    params: groupPath,
    answer: groupLeftAnswer,
    refusals: [404],
    call: (api, { params }) => api.group.leave({ groupId: params.id }),
  }),
];
