import { HABIT_TYPES, type HabitType } from "@wolfpack/rules/enums";
import { HABIT_FIELDS, HABIT_LABELS, milestoneTitle } from "@wolfpack/rules/habits";
import { RECENT_HABIT_HISTORY } from "@wolfpack/rules/recent-habit-logs";
import { useEffect, useRef } from "react";
import { type HabitWatch, watchHabits } from "../lib/habit-watcher.ts";
import { useMember } from "../lib/member.ts";
import { notify } from "../lib/notifications.ts";
import { toastSuccess } from "../lib/toast.tsx";
import { type Member, type RouterOutputs, trpc } from "../trpc.ts";

type Reminder = RouterOutputs["habit"]["reminders"][number];
type HabitLog = RouterOutputs["habit"]["history"][number];

/** Reminder and milestone toasts last longer than others (spec section 9). */
const REMINDER_TOAST_MS = 6000;
const MILESTONE_TOAST_MS = 8000;

function streaksOf(member: Member): Record<HabitType, number> {
  return Object.fromEntries(HABIT_TYPES.map((habit) => [habit, member[HABIT_FIELDS[habit].streak]])) as Record<
    HabitType,
    number
  >;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Raises habit reminders and milestones on whatever screen the member is on (see
 * lib/habit-watcher.ts). It reads the member's reminders and recent logs, the same
 * reads as the habit screen, so either finds the other's answer cached.
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
  const watch = useRef<HabitWatch | null>(null);

  useEffect(() => {
    if (!ready) return;
    const started = watchHabits<Reminder>(
      {
        member: () => {
          const { id, timezone } = latest.current.member;
          return { id, timezone, streaks: streaksOf(latest.current.member) };
        },
        reminders: () => latest.current.reminders,
        loggedOn: (day) =>
          new Set(latest.current.history.filter((log) => log.date === day).map((log) => log.habitType)),
        claim: async (reminder) => (await utils.client.habit.claimReminder.mutate({ id: reminder.id })).raise,
        raiseReminder: (reminder) => {
          const label = HABIT_LABELS[reminder.habitType];
          const text = `Time to check in: log today's ${label}.`;
          notify("Habit Reminder", text, `reminder-${reminder.id}`);
          toastSuccess("Habit Reminder", text, { autoClose: REMINDER_TOAST_MS, waitForCurrent: true });
        },
        raiseMilestone: (habit, days) => {
          const text = `${HABIT_LABELS[habit]}: ${days} ${days === 1 ? "day" : "days"} strong. The pack sees you.`;
          toastSuccess(milestoneTitle(days), text, { autoClose: MILESTONE_TOAST_MS, waitForCurrent: true });
          const alertsOn = latest.current.reminders.some((r) => r.habitType === habit && r.streakAlerts);
          if (alertsOn) notify(milestoneTitle(days), text, `milestone-${habit}`);
        },
      },
      {
        storage: browserStorage(),
        visibility: { target: document, visible: () => document.visibilityState === "visible" },
      },
    );
    watch.current = started;
    return () => {
      started.stop();
      watch.current = null;
    };
  }, [ready, utils]);

  // A log changes a streak: look for a milestone then, not at the next hour.
  const streaks = Object.values(streaksOf(member)).join(",");
  useEffect(() => {
    if (streaks) watch.current?.checkMilestones();
  }, [streaks]);

  return null;
}
