import type { HabitType } from "@wolfpack/rules/enums";
import { RECENT_HABIT_HISTORY, RECENT_HABIT_LOGS } from "@wolfpack/rules/recent-habit-logs";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import type { HabitLog } from "./types.ts";

/** The logs with a new one first, keeping as many of its habit as the screen shows. */
function withNewLog(logs: readonly HabitLog[], log: HabitLog): HabitLog[] {
  let kept = 0;
  return [log, ...logs].filter((entry) => entry.habitType !== log.habitType || ++kept <= RECENT_HABIT_LOGS);
}

const capitalised = (habit: HabitType) => habit.charAt(0).toUpperCase() + habit.slice(1);

/** Today's log of a habit. The streak and the history change at once from the answer. */
export function useLogHabit() {
  const utils = trpc.useUtils();
  return trpc.habit.log.useMutation({
    onSuccess: ({ log, member }) => {
      utils.auth.me.setData(undefined, member);
      utils.habit.history.setData(RECENT_HABIT_HISTORY, (logs) => (logs ? withNewLog(logs, log) : logs));
      toastSuccess("Habit Logged", `${capitalised(log.habitType)} habit logged successfully`);
    },
    onError: () => {
      toastFailure("Error", "Failed to log habit");
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
