import {
  HABIT_FIELDS,
  HABIT_LABELS,
  HABIT_TYPES,
  type HabitOutcome,
  type HabitType,
  habitCompleted,
  habitPauses,
  habitRunAfter,
} from "@wolfpack/rules/habits/habits";
import { yesterdayOf } from "@wolfpack/rules/habits/log-day";
import { isAlertMilestone, milestoneTitle } from "@wolfpack/rules/habits/milestones";
import { RECENT_HABIT_HISTORY, RECENT_HABIT_LOGS } from "@wolfpack/rules/habits/recent-logs";
import { localDateOf } from "@wolfpack/rules/shared/calendar";
import { countOf } from "@wolfpack/rules/shared/words";
import { failureMessage } from "../../../lib/errors.ts";
import { notify } from "../../../lib/notifications.ts";
import { toastFailure, toastNews, toastSuccess } from "../../../lib/toast.tsx";
import { QUEUE_SCOPE, queuedNow } from "../../../offline/queued.ts";
import { type Member, trpc } from "../../../trpc.ts";
import type { HabitLog, Reminder } from "./types.ts";

/**
 * The logs with a new one in its place, newest day first (a late log for yesterday goes
 * behind today's), keeping as many of its habit as the screen shows.
 */
function withNewLog(logs: readonly HabitLog[], log: HabitLog): HabitLog[] {
  const order = (entry: HabitLog) => HABIT_TYPES.indexOf(entry.habitType);
  // The log the phone showed before the server had it (below) gives way to the server's.
  const others = logs.filter(
    (entry) => !(entry.id < 0 && entry.habitType === log.habitType && entry.date === log.date),
  );
  const at = others.findIndex(
    (entry) => entry.date < log.date || (entry.date === log.date && order(entry) > order(log)),
  );
  const placed = at === -1 ? [...others, log] : [...others.slice(0, at), log, ...others.slice(at)];
  let kept = 0;
  return placed.filter((entry) => entry.habitType !== log.habitType || ++kept <= RECENT_HABIT_LOGS);
}

const capitalised = (habit: HabitType) => habit.charAt(0).toUpperCase() + habit.slice(1);

/**
 * '{n} Day Milestone!' (docs/rules.md, Habits), after 'Habit Logged', and a browser notification
 * when a reminder of that habit has streak alerts on.
 */
function celebrateMilestone(habit: HabitType, days: number, reminders: readonly Reminder[]) {
  const text = `${HABIT_LABELS[habit]}: ${countOf(days, "day")} strong. The pack sees you.`;
  toastNews("milestone", milestoneTitle(days), text);
  if (reminders.some((reminder) => reminder.habitType === habit && reminder.streakAlerts)) {
    notify(milestoneTitle(days), text, `milestone-${habit}`);
  }
}

interface LogAsked {
  habitType: HabitType;
  outcome: HabitOutcome;
  notes?: string;
  day?: string;
}

/**
 * A log made with no signal, as the screens show it until the server has it (docs/offline.md):
 * in the history (an id of its own, below zero) and in the member's streak, as the server
 * will count it.
 */
function shownLogged(member: Member, input: LogAsked, now: Date): { log: HabitLog; member: Member } {
  const today = localDateOf(now, member.timezone);
  const date = input.day === "yesterday" ? yesterdayOf(today) : input.day && input.day !== "today" ? input.day : today;
  const fields = HABIT_FIELDS[input.habitType];
  const previous = { streak: member[fields.streak], lastDate: member[fields.lastDate] };
  const run = habitRunAfter(previous, date, input.outcome, habitPauses(input.habitType, member.pauses));
  const after =
    previous.lastDate === null || date > previous.lastDate
      ? {
          ...member,
          [fields.streak]: run.streak,
          [fields.lastDate]: run.lastDate,
          [fields.best]: Math.max(member[fields.best], run.streak),
        }
      : member;
  const log: HabitLog = {
    id: -now.getTime(),
    habitType: input.habitType,
    date,
    completed: habitCompleted(input.habitType, input.outcome),
    outcome: input.outcome,
    notes: input.notes ?? null,
    createdAt: now,
  };
  return { log, member: after };
}

/**
 * A log of a habit: today's, or a missed yesterday's. The streak and the history change at
 * once from the answer. A streak reaches a milestone only through the log that makes it
 * (a late one too): that answer is the one moment to celebrate it, once, here, and never
 * again at a later load or on another device (nothing else looks for milestones).
 * Made with no signal, it waits on the phone (the caller adds its key and moment,
 * writeFields) and the screens show it done, waiting to sync.
 */
export function useLogHabit() {
  const utils = trpc.useUtils();
  return trpc.habit.log.useMutation({
    scope: QUEUE_SCOPE,
    onMutate: async (input) => {
      const queued = queuedNow();
      const member = utils.auth.me.getData();
      if (!queued.queued || !member) return queued;
      await utils.habit.history.cancel(RECENT_HABIT_HISTORY);
      const shown = shownLogged(member, input as LogAsked, new Date());
      utils.auth.me.setData(undefined, shown.member);
      utils.habit.history.setData(RECENT_HABIT_HISTORY, (logs) => (logs ? withNewLog(logs, shown.log) : logs));
      return queued;
    },
    onSuccess: ({ log, member }, input) => {
      utils.auth.me.setData(undefined, member);
      utils.habit.history.setData(RECENT_HABIT_HISTORY, (logs) => (logs ? withNewLog(logs, log) : logs));
      // The day's cell of the progress screen's calendar.
      void utils.progress.charts.invalidate();
      const late = input.day !== undefined && input.day !== "today";
      toastSuccess(
        "Habit Logged",
        late
          ? `${capitalised(log.habitType)} habit logged for yesterday`
          : `${capitalised(log.habitType)} habit logged successfully`,
      );
      const streak = member[HABIT_FIELDS[log.habitType].streak];
      if (isAlertMilestone(streak)) {
        celebrateMilestone(log.habitType, streak, utils.habit.reminders.getData() ?? []);
      }
    },
    onError: (error, input, context) => {
      // A queued log refused on arrival is shown, in the server's words, until dismissed
      // (src/offline/SyncRefusals.tsx); the screens read afresh.
      if (context?.queued) return;
      // A late log says why (the member's midnight passed, say); today's keeps the spec's words.
      const late = input.day !== undefined && input.day !== "today";
      toastFailure("Error", late ? failureMessage(error, "Failed to log habit") : "Failed to log habit");
      // Logged meanwhile in another tab (409): show that log.
      void utils.habit.history.invalidate();
    },
  });
}

export function useCreateReminder(onCreated: () => void) {
  const utils = trpc.useUtils();
  return trpc.habit.createReminder.useMutation({
    onSuccess: async () => {
      await utils.habit.reminders.invalidate();
      toastSuccess("Reminder Created", "Your habit reminder has been set up");
      onCreated();
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to create reminder")),
  });
}

/** A reminder's switch: it moves at once, and moves back if the server says no. */
export function useUpdateReminder() {
  const utils = trpc.useUtils();
  return trpc.habit.updateReminder.useMutation({
    onMutate: async (input) => {
      await utils.habit.reminders.cancel();
      const before = utils.habit.reminders.getData();
      const id = Number(input.id);
      utils.habit.reminders.setData(undefined, (reminders) =>
        reminders?.map((reminder) =>
          reminder.id === id && typeof input.enabled === "boolean" ? { ...reminder, enabled: input.enabled } : reminder,
        ),
      );
      return { before };
    },
    onSuccess: (updated) => {
      utils.habit.reminders.setData(undefined, (reminders) =>
        reminders?.map((reminder) => (reminder.id === updated.id ? updated : reminder)),
      );
      toastSuccess("Reminder Updated", "Your reminder settings have been saved");
    },
    onError: (error, _input, context) => {
      if (context?.before) utils.habit.reminders.setData(undefined, context.before);
      toastFailure("Error", failureMessage(error, "Failed to update reminder"));
    },
  });
}

export function useDeleteReminder() {
  const utils = trpc.useUtils();
  return trpc.habit.deleteReminder.useMutation({
    onSuccess: ({ id }) => {
      utils.habit.reminders.setData(undefined, (reminders) => reminders?.filter((reminder) => reminder.id !== id));
      toastSuccess("Reminder Deleted", "Your reminder has been removed");
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to delete reminder")),
  });
}
