/** Leaderboards. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { pending } from "./contract.ts";

export const leaderboardsRoutes = [
  pending({
    method: "GET",
    path: "/leaderboards/friends/:userId",
    call: (api, { params }) => api.leaderboard.friends({ memberId: params.userId }),
  }),
  pending({
    method: "GET",
    path: "/leaderboards/group/:groupId",
    call: (api, { params }) => api.leaderboard.group({ groupId: params.groupId as Untyped }),
  }),
  pending({ method: "GET", path: "/leaderboards/global", call: (api) => api.leaderboard.global() }),
  pending({
    method: "GET",
    path: "/leaderboards/national/:country",
    call: (api, { params }) => api.leaderboard.national({ country: params.country }),
  }),
];
