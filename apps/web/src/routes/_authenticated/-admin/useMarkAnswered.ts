import { failureMessage } from "../../../lib/errors.ts";
import { toastFailure, toastSuccess } from "../../../lib/toast.tsx";
import { trpc } from "../../../trpc.ts";
import { withAnswered } from "./inbox-cache.ts";
import { INBOX_FILTERS, inboxInput } from "./search.ts";
import type { InboxMessage } from "./types.ts";

/**
 * 'Mark answered': the message shows as answered wherever it is loaded, and stays where it
 * is (the unanswered list drops it the next time it is read, not under the coach's finger).
 */
export function useMarkAnswered(message: InboxMessage) {
  const utils = trpc.useUtils();
  return trpc.coaching.markAnswered.useMutation({
    onSuccess: (answered) => {
      for (const filter of INBOX_FILTERS) {
        utils.coaching.inbox.setInfiniteData(inboxInput(filter), (inbox) => withAnswered(inbox, answered));
      }
      void utils.coaching.inbox.invalidate(inboxInput("unanswered"), { refetchType: "none" });
      toastSuccess("Marked Answered", `${message.username}'s message is marked answered.`);
    },
    onError: (error) => toastFailure("Error", failureMessage(error, "Failed to mark the message answered")),
  });
}

/**
 * The coach's answer (or anything else that changed a message): it shows so wherever it is
 * loaded, and stays where it is until the list is read again.
 */
export function useUpdateInboxMessage() {
  const utils = trpc.useUtils();
  return (updated: Omit<InboxMessage, "userId" | "username" | "email">) => {
    for (const filter of INBOX_FILTERS) {
      utils.coaching.inbox.setInfiniteData(inboxInput(filter), (inbox) => withAnswered(inbox, updated));
    }
    void utils.coaching.inbox.invalidate(inboxInput("unanswered"), { refetchType: "none" });
  };
}
