import { describe, expect, it } from "vitest";
import { type NotificationFacts, notificationPath, notificationText } from "./bell.ts";

const facts = (over: Partial<NotificationFacts>): NotificationFacts => ({
  kind: "like",
  actorName: "GreyMane",
  others: 0,
  postId: 7,
  messageId: null,
  habitType: null,
  days: null,
  ...over,
});

describe("the bell's lines", () => {
  it("gathers a post's likes into one line", () => {
    expect(notificationText(facts({ others: 0 }))).toBe("GreyMane liked your post");
    expect(notificationText(facts({ others: 1 }))).toBe("GreyMane and 1 other liked your post");
    expect(notificationText(facts({ others: 49 }))).toBe("GreyMane and 49 others liked your post");
  });

  it("names who did it, or says a member when they are gone", () => {
    expect(notificationText(facts({ kind: "friend-request" }))).toBe("GreyMane sent you a friend request");
    expect(notificationText(facts({ kind: "friend-accepted", actorName: null }))).toBe(
      "A member accepted your friend request",
    );
    expect(notificationText(facts({ kind: "comment" }))).toBe("GreyMane commented on your post");
    expect(notificationText(facts({ kind: "coach-answer" }))).toBe("The coach answered your message");
    expect(notificationText(facts({ kind: "milestone", habitType: "reading", days: 7 }))).toBe(
      "7 Day Milestone! Daily Reading",
    );
  });

  it("goes to the place a tap should open", () => {
    expect(notificationPath(facts({}))).toBe("/community?post=7");
    expect(notificationPath(facts({ kind: "friend-request" }))).toBe("/community?tab=members");
    expect(notificationPath(facts({ kind: "coach-answer", messageId: 3 }))).toBe("/premium-coaching#message-3");
    expect(notificationPath(facts({ kind: "milestone" }))).toBe("/habits");
  });
});
