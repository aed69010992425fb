/** Habits and their reminders. */
// biome-ignore lint/suspicious/noExplicitAny: until each route is declared with its schemas.
type Untyped = any;

import { habitLogFromWire } from "@wolfpack/api";
import { pending } from "./contract.ts";

export const habitsRoutes = [
  pending({
    method: "GET",
    path: "/users/:userId/habits",
    call: (api, { params, query }) => api.habit.history({ memberId: params.userId, perHabit: query.limit as Untyped }),
  }),
  pending({
    method: "POST",
    path: "/users/:userId/habits",
    status: 201,
    // The body's `completed` keeps its wire meaning (docs/rules.md, Habits); the procedure takes an outcome.
    call: (api, { params, body }) => api.habit.log(habitLogFromWire(params.userId ?? "", body)),
  }),
  pending({
    method: "GET",
    path: "/users/:userId/reminders",
    call: (api, { params }) => api.habit.reminders({ memberId: params.userId }),
  }),
  pending({
    method: "POST",
    path: "/users/:userId/reminders",
    status: 201,
    call: (api, { params, body }) => api.habit.createReminder({ ...(body as Untyped), memberId: params.userId }),
  }),
  pending({
    method: "PATCH",
    path: "/reminders/:id",
    call: (api, { params, body }) => api.habit.updateReminder({ ...(body as Untyped), id: params.id }),
  }),
  pending({
    method: "DELETE",
    path: "/reminders/:id",
    call: (api, { params }) => api.habit.deleteReminder({ id: params.id as Untyped }),
  }),
];
