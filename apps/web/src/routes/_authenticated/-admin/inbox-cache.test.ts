import { describe, expect, it } from "vitest";
import { messagesOf, unansweredCount, withAnswered } from "./inbox-cache.ts";
import { adminSearch } from "./search.ts";
import type { InboxMessage, InboxPage } from "./types.ts";

const sentAt = new Date("2026-11-20T09:00:00Z");

function message(id: number, respondedAt: Date | null = null): InboxMessage {
  return {
    id,
    serviceType: "form-check",
    message: `Message ${id}`,
    userPhone: null,
    status: respondedAt ? "answered" : "sent",
    price: "$79",
    createdAt: sentAt,
    respondedAt,
    replies: 0,
    waiting: respondedAt === null,
    userId: "00000000-0000-4000-8000-000000000001",
    username: "IronHowl",
    email: "ironhowl@example.com",
  };
}

const page = (messages: InboxMessage[], nextCursor: number | null): InboxPage => ({ messages, nextCursor });

describe("the coach's inbox as the cache keeps it", () => {
  it("lists each message once, even when a new one pushed a page back", () => {
    const inbox = { pages: [page([message(5), message(4)], 4), page([message(4), message(3)], null)] };
    expect(messagesOf(inbox).map((each) => each.id)).toEqual([5, 4, 3]);
    expect(messagesOf(undefined)).toEqual([]);
  });

  it("shows a message answered where it is, and leaves the others", () => {
    const answeredAt = new Date("2026-11-21T10:00:00Z");
    const inbox = { pages: [page([message(5), message(4)], 4), page([message(3)], null)] };
    const after = withAnswered(inbox, { id: 3, status: "answered", respondedAt: answeredAt });
    expect(messagesOf(after).map((each) => [each.id, each.status, each.respondedAt])).toEqual([
      [5, "sent", null],
      [4, "sent", null],
      [3, "answered", answeredAt],
    ]);
    expect(withAnswered(undefined, { id: 3, status: "answered", respondedAt: answeredAt })).toBeUndefined();
  });

  it("counts the unanswered ones for the tab, with a + when more pages wait", () => {
    expect(unansweredCount({ pages: [page([message(2), message(1, sentAt)], null)] })).toBe("1");
    expect(unansweredCount({ pages: [page([message(2), message(1)], 1)] })).toBe("2+");
    expect(unansweredCount({ pages: [page([message(1, sentAt)], null)] })).toBeNull();
    expect(unansweredCount(undefined)).toBeNull();
  });
});

describe("the dashboard's address", () => {
  it("keeps a search as typed, trimmed, no longer than a username, and nothing else", () => {
    expect(adminSearch({ q: "  alpha " })).toEqual({ q: "alpha" });
    expect(adminSearch({ q: "x".repeat(40) })).toEqual({ q: "x".repeat(30) });
    expect(adminSearch({ q: "   " })).toEqual({});
    expect(adminSearch({ q: 12, tab: "inbox" })).toEqual({});
  });
});
