/** Habits and their reminders. */

import { habitLogFromWire } from "@wolfpack/api";
import {
  habitHistoryAnswer,
  habitLoggedAnswer,
  reminderAnswer,
  reminderDeletedAnswer,
  remindersAnswer,
} from "@wolfpack/rules/habits/answers";
import {
  habitHistoryInput,
  habitLogWireInput,
  reminderCreateInput,
  reminderIdInput,
  reminderUpdateInput,
} from "@wolfpack/rules/habits/inputs";
import { z } from "zod";
import { memberPath, restRoute } from "./contract.ts";

const historyQuery = z.object({
  limit: habitHistoryInput.unwrap().shape.perHabit.meta({ description: "How many logs of each habit, 1–366." }),
});

/** What a reminder's change may say; the procedure refuses one that says none (400). */
const reminderChanges = z
  .object(reminderUpdateInput.shape)
  .omit({ id: true })
  .meta({ description: "At least one of enabled, streakAlerts and reminderTime." });

export const habitsRoutes = [
  restRoute({
    method: "GET",
    path: "/users/:userId/habits",
    summary: "The latest logs of each habit",
    description:
      "Newest first, `limit` per habit (1–366, 30 by default); each carries `completed` and its `outcome`. Another member's are an admin's only (403).",
    access: "member",
    params: memberPath,
    query: historyQuery,
    answer: habitHistoryAnswer,
    refusals: [403],
    kept: "habit.history",
    call: (api, { params, query }) => api.habit.history({ memberId: params.userId, perHabit: query.limit }),
  }),
  restRoute({
    method: "POST",
    path: "/users/:userId/habits",
    summary: "Log a habit for today or a missed yesterday",
    description:
      "`completed` in its wire meaning (docs/rules.md, Habits); `day` is `today` (by default), `yesterday` or that date. A log queued offline carries `clientKey` (a UUID: sent again, it answers the first result) and `occurredAt` (when it happened, at most 72 hours back; docs/rules.md, Offline sync). The member's own only (403). 409 for a second log of the day, 400 for a day not open. Answers the log and the member with the habit's streak.",
    access: "member",
    params: memberPath,
    body: habitLogWireInput,
    status: 201,
    answer: habitLoggedAnswer,
    refusals: [409],
    // The body's `completed` keeps its wire meaning (docs/rules.md, Habits); the procedure takes an outcome.
    call: (api, { params, body }) => api.habit.log(habitLogFromWire(params.userId, body)),
  }),
  restRoute({
    method: "GET",
    path: "/users/:userId/reminders",
    summary: "The member's reminders, by time",
    description: "Another member's are an admin's only (403).",
    access: "member",
    params: memberPath,
    answer: remindersAnswer,
    refusals: [403],
    kept: "habit.reminders",
    call: (api, { params }) => api.habit.reminders({ memberId: params.userId }),
  }),
  restRoute({
    method: "POST",
    path: "/users/:userId/reminders",
    summary: "Add a reminder",
    description:
      "`reminderTime` as HH:MM. The member's own only (403); at most 20 (400 beyond). Write limits: 429 with `Retry-After`.",
    access: "member",
    params: memberPath,
    body: reminderCreateInput.omit({ memberId: true }),
    status: 201,
    answer: reminderAnswer,
    refusals: [429],
    call: (api, { params, body }) => api.habit.createReminder({ ...body, memberId: params.userId }),
  }),
  restRoute({
    method: "PATCH",
    path: "/reminders/:id",
    summary: "Change a reminder",
    description:
      "Any of `enabled`, `streakAlerts` and `reminderTime`. The owner only: 404 for anyone else. Write limits: 429 with `Retry-After`.",
    access: "member",
    params: reminderIdInput,
    body: reminderChanges,
    answer: reminderAnswer,
    refusals: [404, 429],
    call: (api, { params, body }) => api.habit.updateReminder({ ...body, id: params.id }),
  }),
  restRoute({
    method: "DELETE",
    path: "/reminders/:id",
    summary: "Delete a reminder",
    description: "The owner only: 404 for anyone else.",
    access: "member",
    params: reminderIdInput,
    answer: reminderDeletedAnswer,
    refusals: [404],
    call: (api, { params }) => api.habit.deleteReminder({ id: params.id }),
  }),
];
