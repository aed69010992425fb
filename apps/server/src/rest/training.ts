/** Training: workouts, sessions, the program, pauses, achievements and the member's own data. */

import { completionFromWire } from "@wolfpack/api";
import { memberAnswer } from "@wolfpack/rules/auth/answers";
import {
  achievementListAnswer,
  completionAnswer,
  cooldownAnswer,
  earnedAchievementsAnswer,
  exerciseListAnswer,
  pauseStateAnswer,
  sessionHistoryAnswer,
  workoutAnswer,
  workoutListAnswer,
} from "@wolfpack/rules/training/answers";
import { completeWorkoutWireInput, historyInput, pauseStartInput, workoutInput } from "@wolfpack/rules/training/inputs";
import { csvFile, memberPath, restRoute } from "./contract.ts";

/** A page of sessions: `?limit=` 1–100 (20), `?cursor=` the id of the last session shown. */
const historyPage = historyInput.unwrap().pick({ limit: true, cursor: true });

/** A completion's body: the workout's id comes from the path. */
const completionBody = completeWorkoutWireInput.omit({ workoutId: true });

export const trainingRoutes = [
  restRoute({
    method: "GET",
    path: "/workouts",
    summary: "Every workout",
    description: "In program order, each marked `locked` when this member must upgrade to open it.",
    access: "member",
    answer: workoutListAnswer,
    kept: "workout.list",
    call: (api) => api.workout.list(),
  }),
  restRoute({
    method: "GET",
    path: "/workouts/:id",
    summary: "One workout",
    description: "With the member's last session of it. 403 naming the upgrade when locked; 404 when there is none.",
    access: "member",
    params: workoutInput,
    answer: workoutAnswer,
    refusals: [403, 404],
    call: (api, { params }) => api.workout.byId({ id: params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/workouts/:id/complete",
    summary: "Record a finished session of a workout",
    description:
      "`{duration, exercisesCompleted, sets?, clientKey?, occurredAt?}`: whole minutes and a count (or their decimal digits, as a form sends them), within the workout's bounds (docs/rules.md, Training). A completion queued offline carries `clientKey` (a UUID: sent again, it answers the first result and changes nothing) and `occurredAt` (when it happened, at most 72 hours back, not in the future, not before the last completion; docs/rules.md, Offline sync). 403 when locked; 404 when there is no such workout; 409 with the time left during the recovery cooldown.",
    access: "member",
    params: workoutInput,
    body: completionBody,
    status: 201,
    answer: completionAnswer,
    refusals: [404, 409],
    // Hono hands every path parameter over as text.
    call: (api, { params, body }) => api.workout.complete(completionFromWire(String(params.id), body)),
  }),
  restRoute({
    method: "GET",
    path: "/exercises",
    summary: "The exercise records",
    description: "By name: set targets, reps, cues and tips for the session screen.",
    access: "member",
    answer: exerciseListAnswer,
    call: (api) => api.exercise.list(),
  }),
  restRoute({
    method: "GET",
    path: "/user-workouts",
    summary: "The member's own sessions",
    description: "Newest first, a page at a time: `?limit=` 1–100 (20), `?cursor=` the id of the last session shown.",
    access: "member",
    query: historyPage,
    answer: sessionHistoryAnswer,
    kept: "workout.history",
    call: (api, { query }) => api.workout.history({ memberId: "me", limit: query.limit, cursor: query.cursor }),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId",
    summary: "A member's stats and habit streaks",
    description: "Your own, or anyone's for an admin (403 otherwise); 404 when there is no such member.",
    access: "member",
    params: memberPath,
    answer: memberAnswer,
    refusals: [403, 404],
    call: (api, { params }) => api.member.byId({ memberId: params.userId }),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId/workouts",
    summary: "A member's sessions",
    description:
      "As /user-workouts, for a member by id: your own, or anyone's for an admin (403 otherwise). Newest first; `?cursor=` the id of the last session shown for the next page.",
    access: "member",
    params: memberPath,
    query: historyPage,
    answer: sessionHistoryAnswer,
    refusals: [403],
    kept: "workout.history",
    call: (api, { params, query }) =>
      api.workout.history({ memberId: params.userId, limit: query.limit, cursor: query.cursor }),
  }),
  // The member's own data as CSV files to download ('Export my data' on the profile).
  restRoute({
    method: "GET",
    path: "/users/me/export/sessions.csv",
    summary: "The member's own sessions as CSV",
    description: "An attachment, one line per set, weights in the member's unit. Nobody else's, admins' included.",
    access: "member",
    answer: { file: "text/csv" },
    call: async (api) => csvFile(await api.export.sessions()),
  }),
  restRoute({
    method: "GET",
    path: "/users/me/export/habit-logs.csv",
    summary: "The member's own habit logs as CSV",
    description: "An attachment, one line per habit log. Nobody else's, admins' included.",
    access: "member",
    answer: { file: "text/csv" },
    call: async (api) => csvFile(await api.export.habitLogs()),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId/cooldown",
    summary: "Whether the next program day is open",
    description:
      "`timeRemaining` in milliseconds until the recovery cooldown ends. Your own, or anyone's for an admin (403 otherwise); 404 when there is no such member.",
    access: "member",
    params: memberPath,
    answer: cooldownAnswer,
    refusals: [403, 404],
    call: (api, { params }) => api.member.cooldown({ memberId: params.userId }),
  }),
  // Pausing the program (docs/rules.md, Pause): the pause under way or to come and the days left; a
  // pause from today `{ days, reason }`; and ending it early.
  restRoute({
    method: "GET",
    path: "/users/me/pause",
    summary: "The member's pause and the pause days left",
    description:
      "The pause under way or to come (`current`, with `active`), the days left to pause, `maxDays` 14 in any `windowDays` 90.",
    access: "member",
    answer: pauseStateAnswer,
    kept: "program.pauses",
    call: (api) => api.program.pauses(),
  }),
  restRoute({
    method: "POST",
    path: "/users/me/pause",
    summary: "Pause the program from today",
    description:
      "`{days, reason}`: 1–14 days from today for `illness`, `injury` or `travel`. 409 over a pause already taken or past the budget of 14 days in any 90 (docs/rules.md, Pause).",
    access: "member",
    body: pauseStartInput,
    status: 201,
    answer: pauseStateAnswer,
    refusals: [409],
    call: (api, { body }) => api.program.pause(body),
  }),
  restRoute({
    method: "DELETE",
    path: "/users/me/pause",
    summary: "End the pause",
    description:
      "Ends the pause under way (yesterday becomes its last day), or removes one from today on; 409 when not paused.",
    access: "member",
    answer: pauseStateAnswer,
    refusals: [409],
    call: (api) => api.program.resume(),
  }),
  restRoute({
    method: "GET",
    path: "/achievements",
    summary: "Every achievement",
    description: "By tier, then by how far its trigger is.",
    access: "member",
    answer: achievementListAnswer,
    call: (api) => api.achievement.list(),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId/achievements",
    summary: "A member's earned achievements",
    description: "Each with its `achievementId`. Your own, or anyone's for an admin (403 otherwise).",
    access: "member",
    params: memberPath,
    answer: earnedAchievementsAnswer,
    refusals: [403],
    call: (api, { params }) => api.achievement.earned({ memberId: params.userId }),
  }),
];
