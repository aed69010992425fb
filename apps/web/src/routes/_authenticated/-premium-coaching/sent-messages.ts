import { type RouterOutputs, trpc } from "../../../trpc.ts";

/** The list's input: none beyond the cursor, so the procedure's own page size. */
export const SENT_MESSAGES_INPUT = {};

export type SentMessage = RouterOutputs["coaching"]["mine"]["messages"][number];

/** The member's messages to the coach as the loader fetched them, newest first; the next page on request. */
export function useSentMessages() {
  return trpc.coaching.mine.useSuspenseInfiniteQuery(SENT_MESSAGES_INPUT, {
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A message just sent goes to the top of the list, from the server's answer. */
export function useAddSentMessage() {
  const utils = trpc.useUtils();
  return (sent: SentMessage) =>
    utils.coaching.mine.setInfiniteData(SENT_MESSAGES_INPUT, (list) => {
      const [first, ...rest] = list?.pages ?? [];
      if (!list || !first) return list;
      return { ...list, pages: [{ ...first, messages: [sent, ...first.messages] }, ...rest] };
    });
}

/** A message as the server answered it after a reply (its count, its status), wherever it is listed. */
export function useUpdateSentMessage() {
  const utils = trpc.useUtils();
  return (updated: SentMessage) =>
    utils.coaching.mine.setInfiniteData(SENT_MESSAGES_INPUT, (list) =>
      list
        ? {
            ...list,
            pages: list.pages.map((page) => ({
              ...page,
              messages: page.messages.map((message) => (message.id === updated.id ? updated : message)),
            })),
          }
        : list,
    );
}
