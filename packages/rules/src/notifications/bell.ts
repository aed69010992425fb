/**
 * The notification bell (docs/push.md, The bell): what happened while the member was away,
 * each kind's words and the screen a tap opens. Pure: the server and the screens share it.
 */
import { HABIT_LABELS, type HabitType } from "../habits/habits.ts";
import { milestoneTitle } from "../habits/milestones.ts";

export const BELL_KINDS = [
  "friend-request",
  "friend-accepted",
  "like",
  "comment",
  "coach-answer",
  "milestone",
] as const;
export type BellKind = (typeof BELL_KINDS)[number];

/** The bell's list, newest first, a page at a time. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** A like taken back within this long leaves no notification behind. */
export const LIKE_GRACE_MS = 60_000;

/** What a line needs: its kind, who did it, and what it is about. */
export interface NotificationFacts {
  kind: BellKind;
  /** Who did it (the latest liker of a post); null for a milestone, or a member since gone. */
  actorName: string | null;
  /** Likes: how many others liked the post besides actorName. */
  others: number;
  postId: number | null;
  messageId: number | null;
  habitType: HabitType | null;
  days: number | null;
}

const someone = (name: string | null) => name ?? "A member";

/** The line the bell shows, e.g. 'GreyMane and 49 others liked your post'. */
export function notificationText(facts: NotificationFacts): string {
  const who = someone(facts.actorName);
  switch (facts.kind) {
    case "friend-request":
      return `${who} sent you a friend request`;
    case "friend-accepted":
      return `${who} accepted your friend request`;
    case "like":
      if (facts.others <= 0) return `${who} liked your post`;
      return `${who} and ${facts.others} ${facts.others === 1 ? "other" : "others"} liked your post`;
    case "comment":
      return `${who} commented on your post`;
    case "coach-answer":
      return "The coach answered your message";
    case "milestone":
      return `${milestoneTitle(facts.days ?? 0)} ${facts.habitType ? HABIT_LABELS[facts.habitType] : ""}`.trim();
  }
}

/** The screen a tap opens: the post, the friends list, the coaching thread, the habits. */
export function notificationPath(facts: Pick<NotificationFacts, "kind" | "postId" | "messageId">): string {
  switch (facts.kind) {
    case "friend-request":
    case "friend-accepted":
      return "/community?tab=members";
    case "like":
    case "comment":
      return facts.postId ? `/community?post=${facts.postId}` : "/community";
    case "coach-answer":
      return facts.messageId ? `/premium-coaching#message-${facts.messageId}` : "/premium-coaching";
    case "milestone":
      return "/habits";
  }
}
