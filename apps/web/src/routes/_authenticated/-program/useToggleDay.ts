import { toggleProgramDay } from "@wolfpack/rules/training/program";
import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { QUEUE_SCOPE, queuedNow } from "../../../offline/queued.ts";
import { trpc } from "../../../trpc.ts";

/**
 * Marks a program day done or not done. The screen changes at once (optimistic); a
 * failure puts the days back as they were and says so in a toast. With no signal the change
 * waits on the phone and goes by itself (docs/offline.md); the caller says which way (`done`),
 * so it lands the same however often it is sent.
 */
export function useToggleDay() {
  const utils = trpc.useUtils();
  return trpc.program.toggleDay.useMutation({
    scope: QUEUE_SCOPE,
    // The procedure's input is checked on the server, so its type here is `unknown`.
    onMutate: async (input) => {
      const day = Number(input.day);
      await utils.program.days.cancel();
      const before = utils.program.days.getData();
      if (before) {
        const completedDays = toggleProgramDay(before.completedDays, before.trainedDays, day);
        utils.program.days.setData(undefined, { ...before, completedDays });
      }
      return { before, ...queuedNow() };
    },
    onError: (error, _input, context) => {
      if (context?.before) utils.program.days.setData(undefined, context.before);
      // A queued change refused on arrival is shown until dismissed (src/offline/SyncRefusals.tsx).
      if (context?.queued) return;
      toastFailure("Error", failureMessage(error, "Failed to update the program day"));
    },
    onSuccess: (after, input, context) => {
      const day = Number(input.day);
      utils.program.days.setData(undefined, after);
      // Taking a day back that a workout session completed: it stays done.
      const wasDone = context?.before?.completedDays.includes(day) ?? false;
      if (wasDone && after.completedDays.includes(day)) {
        toastSuccess(`Day ${day} stays complete`, "You finished its workout, so it counts as done.");
      }
    },
  });
}
