import { HABIT_LABELS } from "@wolfpack/rules/habits/habits";
import { RECENT_HABIT_HISTORY } from "@wolfpack/rules/habits/recent-logs";
import { useEffect, useRef } from "react";
import { watchHabits } from "../lib/habit-watcher.ts";
import { useMember } from "../lib/member.ts";
import { notify } from "../lib/notifications.ts";
import { toastNews } from "../lib/toast.tsx";
import { type Member, type RouterOutputs, trpc } from "../trpc.ts";

type Reminder = RouterOutputs["habit"]["reminders"][number];
type HabitLog = RouterOutputs["habit"]["history"][number];

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Raises habit reminders on whatever screen the member is on (see lib/habit-watcher.ts).
 * It reads the member's reminders and recent logs, the same reads as the habit screen, so
 * either finds the other's answer cached.
 */
export default function HabitWatcher() {
  const member = useMember();
  const utils = trpc.useUtils();
  const reminders = trpc.habit.reminders.useQuery();
  const history = trpc.habit.history.useQuery(RECENT_HABIT_HISTORY);
  const latest = useRef<{ member: Member; reminders: readonly Reminder[]; history: readonly HabitLog[] }>({
    member,
    reminders: [],
    history: [],
  });
  latest.current = { member, reminders: reminders.data ?? [], history: history.data ?? [] };
  const ready = reminders.data !== undefined && history.data !== undefined;

  useEffect(() => {
    if (!ready) return;
    const started = watchHabits<Reminder>(
      {
        member: () => {
          const { id, timezone } = latest.current.member;
          return { id, timezone };
        },
        reminders: () => latest.current.reminders,
        loggedOn: (day) =>
          new Set(latest.current.history.filter((log) => log.date === day).map((log) => log.habitType)),
        claim: async (reminder) => (await utils.client.habit.claimReminder.mutate({ id: reminder.id })).raise,
        raiseReminder: (reminder) => {
          const label = HABIT_LABELS[reminder.habitType];
          const text = `Time to check in: log today's ${label}.`;
          notify("Habit Reminder", text, `reminder-${reminder.id}`);
          toastNews("reminder", "Habit Reminder", text);
        },
      },
      {
        storage: browserStorage(),
        visibility: { target: document, visible: () => document.visibilityState === "visible" },
      },
    );
    return () => started.stop();
  }, [ready, utils]);

  return null;
}
