/** Training: workouts, sessions, the program, pauses, achievements and the member's own data. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { completionFromWire } from "@wolfpack/api";
import { csvFile, pending } from "./contract.ts";

export const trainingRoutes = [
  pending({ method: "GET", path: "/workouts", call: (api) => api.workout.list() }),
  pending({
    method: "GET",
    path: "/workouts/:id",
    call: (api, { params }) => api.workout.byId({ id: params.id as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/workouts/:id/complete",
    status: 201,
    call: (api, { params, body }) => api.workout.complete(completionFromWire(params.id, body)),
  }),
  pending({ method: "GET", path: "/exercises", call: (api) => api.exercise.list() }),
  pending({
    method: "GET",
    path: "/user-workouts",
    call: (api, { query }) =>
      api.workout.history({ memberId: "me", limit: query.limit as Untyped, cursor: query.cursor as Untyped }),
  }),
  pending({
    method: "GET",
    path: "/users/:userId",
    call: (api, { params }) => api.member.byId({ memberId: params.userId }),
  }),
  pending({
    method: "GET",
    path: "/users/:userId/workouts",
    // Newest first; "?cursor=<the last id shown>" for the next page.
    call: (api, { params, query }) =>
      api.workout.history({ memberId: params.userId, limit: query.limit as Untyped, cursor: query.cursor as Untyped }),
  }),
  // The member's own data as CSV files to download ('Export my data' on the profile).
  pending({
    method: "GET",
    path: "/users/me/export/sessions.csv",
    call: async (api) => csvFile(await api.export.sessions()),
  }),
  pending({
    method: "GET",
    path: "/users/me/export/habit-logs.csv",
    call: async (api) => csvFile(await api.export.habitLogs()),
  }),
  pending({
    method: "GET",
    path: "/users/:userId/cooldown",
    call: (api, { params }) => api.member.cooldown({ memberId: params.userId }),
  }),
  // Pausing the program (docs/rules.md, Pause): the pause under way or to come and the days left; a
  // pause from today `{ days, reason }`; and ending it early.
  pending({ method: "GET", path: "/users/me/pause", call: (api) => api.program.pauses() }),
  pending({
    method: "POST",
    path: "/users/me/pause",
    status: 201,
    call: (api, { body }) => api.program.pause(body as Untyped),
  }),
  pending({ method: "DELETE", path: "/users/me/pause", call: (api) => api.program.resume() }),
  pending({ method: "GET", path: "/achievements", call: (api) => api.achievement.list() }),
  pending({
    method: "GET",
    path: "/users/:userId/achievements",
    call: (api, { params }) => api.achievement.earned({ memberId: params.userId }),
  }),
];
