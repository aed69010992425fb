/**
 * Every documented /api route, by domain: each file declares its routes with their
 * schemas (contract.ts), and this list mounts them and builds /api/openapi.json.
 */
import { accountRoutes } from "./accounts.ts";
import { adminRoutes } from "./admin.ts";
import { coachingRoutes } from "./coaching.ts";
import { communityRoutes } from "./community.ts";
import type { RestRoute } from "./contract.ts";
import { ebooksRoutes } from "./ebooks.ts";
import { friendsRoutes } from "./friends.ts";
import { groupsRoutes } from "./groups.ts";
import { habitsRoutes } from "./habits.ts";
import { leaderboardsRoutes } from "./leaderboards.ts";
import { notificationsRoutes } from "./notifications.ts";
import { trainingRoutes } from "./training.ts";

/** Each domain's routes under its name in the reference at /api/docs. */
const domains: [string, readonly RestRoute[]][] = [
  ["Accounts", accountRoutes],
  ["Training", trainingRoutes],
  ["Habits", habitsRoutes],
  ["Notifications", notificationsRoutes],
  ["Gear and e-books", ebooksRoutes],
  ["Community", communityRoutes],
  ["Friends", friendsRoutes],
  ["Groups", groupsRoutes],
  ["Leaderboards", leaderboardsRoutes],
  ["Coaching", coachingRoutes],
  ["Admin", adminRoutes],
];

export const restRoutes: readonly RestRoute[] = domains.flatMap(([tag, routes]) =>
  routes.map((route) => ({ ...route, tag })),
);
