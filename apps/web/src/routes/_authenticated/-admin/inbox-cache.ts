import type { InboxMessage, InboxPage } from "./types.ts";

/** The inbox as the cache keeps it: the pages loaded so far, newest first. */
interface Inbox {
  pages: InboxPage[];
}

/** Each message once: one sent between two pages pushes the next page back by one. */
export function messagesOf(inbox: Inbox | undefined): InboxMessage[] {
  const seen = new Set<number>();
  return (inbox?.pages ?? []).flatMap((page) =>
    page.messages.filter((message) => {
      if (seen.has(message.id)) return false;
      seen.add(message.id);
      return true;
    }),
  );
}

/** The inbox with one message's status as the server answered it, wherever it is. */
export function withAnswered<I extends Inbox>(
  inbox: I | undefined,
  answered: Pick<InboxMessage, "id" | "status" | "respondedAt"> & Partial<InboxMessage>,
): I | undefined {
  if (!inbox) return inbox;
  return {
    ...inbox,
    pages: inbox.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => (message.id === answered.id ? { ...message, ...answered } : message)),
    })),
  };
}

/**
 * The tab's count: messages waiting for the coach (unanswered, or the member wrote back)
 * among those loaded, '50+' when more pages wait.
 */
export function unansweredCount(inbox: Inbox | undefined): string | null {
  const waiting = messagesOf(inbox).filter((message) => message.waiting).length;
  if (waiting === 0) return null;
  return inbox?.pages.at(-1)?.nextCursor != null ? `${waiting}+` : String(waiting);
}
