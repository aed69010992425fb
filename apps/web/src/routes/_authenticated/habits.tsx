import { createFileRoute } from "@tanstack/react-router";
import { RECENT_HABIT_HISTORY } from "@wolfpack/rules/habits/recent-logs";
import { RetryCard } from "../../components/RetryCard.tsx";
import { screenHead } from "../../lib/head.ts";
import { HabitsPage } from "./-habits/HabitsPage.tsx";
import { HabitsSkeleton } from "./-habits/HabitsSkeleton.tsx";

export const Route = createFileRoute("/_authenticated/habits")({
  head: screenHead("Habits"),
  // The member (streaks), each habit's latest logs and the reminders: one request.
  loader: ({ context }) =>
    Promise.all([
      context.trpc.auth.me.ensureData(),
      context.trpc.habit.history.ensureData(RECENT_HABIT_HISTORY),
      context.trpc.habit.reminders.ensureData(),
    ]),
  pendingComponent: HabitsSkeleton,
  errorComponent: RetryCard,
  component: HabitsPage,
});
