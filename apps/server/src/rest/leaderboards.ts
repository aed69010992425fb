/** Leaderboards: the member and their friends, a group, everyone, a country (docs/rules.md, The pack). */

import { groupIdInput } from "@wolfpack/rules/groups/inputs";
import { boardAnswer } from "@wolfpack/rules/leaderboards/answers";
import { nationalBoardInput } from "@wolfpack/rules/leaderboards/inputs";
import { memberPath, restRoute } from "./contract.ts";

export const leaderboardsRoutes = [
  restRoute({
    method: "GET",
    path: "/leaderboards/friends/:userId",
    summary: "The member and their friends, ranked",
    description: "Your own, or anyone's for an admin (403 otherwise).",
    access: "member",
    params: memberPath,
    answer: boardAnswer,
    refusals: [403],
    kept: "leaderboard.friends",
    call: (api, { params }) => api.leaderboard.friends({ memberId: params.userId }),
  }),
  restRoute({
    method: "GET",
    path: "/leaderboards/group/:groupId",
    summary: "A group's members, ranked",
    description: "Its members and admins only (403 otherwise); 404 when the group is gone.",
    access: "member",
    params: groupIdInput,
    answer: boardAnswer,
    refusals: [403, 404],
    kept: "leaderboard.group",
    call: (api, { params }) => api.leaderboard.group({ groupId: params.groupId }),
  }),
  restRoute({
    method: "GET",
    path: "/leaderboards/global",
    summary: "Everyone, ranked",
    description: "The first 100, then your own row with its true rank when you are outside them.",
    access: "member",
    answer: boardAnswer,
    kept: "leaderboard.global",
    call: (api) => api.leaderboard.global(),
  }),
  restRoute({
    method: "GET",
    path: "/leaderboards/national/:country",
    summary: "One country's members, ranked",
    description:
      "The same as the global board for one country of the list (400 otherwise); a member without a country is on USA's.",
    access: "member",
    // In the path, the country is never left out.
    params: nationalBoardInput.required(),
    answer: boardAnswer,
    kept: "leaderboard.national",
    call: (api, { params }) => api.leaderboard.national({ country: params.country }),
  }),
];
