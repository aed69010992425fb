/**
 * Share Progress: the member's own numbers in a line a friend can read, sent through the
 * phone's share sheet (the Web Share API), else copied to the clipboard, else shown for
 * the member to copy by hand.
 */

import { countOf } from "@wolfpack/rules/shared/words";
import { formatNumber } from "@wolfpack/ui";

export interface ProgressNumbers {
  workoutsCompleted: number;
  currentStreak: number;
  totalMinutes: number;
}

/** 'I've finished 7 workouts (210 minutes) with WOLFPACK and I'm on a 7-day streak. Join the pack!' */
export function progressText({ workoutsCompleted, currentStreak, totalMinutes }: ProgressNumbers): string {
  if (workoutsCompleted === 0) {
    return "I've joined the pack on WOLFPACK: 100 days of coach-led training starts now. Join me!";
  }
  const done = `I've finished ${countOf(workoutsCompleted, "workout")} (${countOf(totalMinutes, "minute")}) with WOLFPACK`;
  const streak = currentStreak > 0 ? ` and I'm on a ${formatNumber(currentStreak)}-day streak` : "";
  return `${done}${streak}. Join the pack!`;
}

/** What became of a share: sent, called off by the member, copied, or to be copied by hand. */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "manual";

/** The parts of `navigator` a share uses; absent ones are simply not there. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** The text with the link, as one piece to paste. */
export const pasteText = (data: { text: string; url: string }) => `${data.text} ${data.url}`;

/**
 * The share sheet when the browser has one. Closing it (AbortError) is the member's
 * choice and ends there; any other failure, or no share sheet, copies instead, and a
 * refused clipboard leaves the text to copy by hand.
 */
export async function shareProgress(
  data: { title: string; text: string; url: string },
  target: ShareTarget,
): Promise<ShareOutcome> {
  if (typeof target.share === "function") {
    try {
      await target.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!target.clipboard) return "manual";
    await target.clipboard.writeText(pasteText(data));
    return "copied";
  } catch {
    return "manual";
  }
}
