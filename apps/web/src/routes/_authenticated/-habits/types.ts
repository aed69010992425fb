import type { RouterOutputs } from "../../../trpc.ts";

export type HabitLog = RouterOutputs["habit"]["history"][number];
export type Reminder = RouterOutputs["habit"]["reminders"][number];
