import { describe, expect, it } from "vitest";
import { type QueuedToast, toastQueue } from "./toast-queue.ts";

interface Toast extends QueuedToast {
  title: string;
}

/** A screen that records what it shows; `leave()` plays the toast on screen closing (its time is up). */
function screen() {
  const shown: string[] = [];
  let current: { id: string; gone: () => void } | null = null;
  let ids = 0;
  const queue = toastQueue<Toast>({
    show(toast, gone) {
      if (current) throw new Error(`${toast.title} shown over another toast`);
      ids += 1;
      current = { id: String(ids), gone };
      shown.push(toast.title);
      return current.id;
    },
    hide(id) {
      if (current?.id !== id) return;
      const { gone } = current;
      current = null;
      gone();
    },
  });
  const leave = () => {
    const gone = current?.gone;
    current = null;
    gone?.();
  };
  return { queue, shown, leave, showing: () => (current ? shown[shown.length - 1] : null) };
}

const answer = (title: string): Toast => ({ title, news: null });
const milestone = (title: string): Toast => ({ title, news: "milestone" });

describe("one toast at a time", () => {
  it("shows news after the answer showing, once it has gone", () => {
    const { queue, shown, leave, showing } = screen();
    queue.raise(answer("Habit Logged"));
    queue.raise(milestone("1 Day Milestone!"));
    expect(shown).toEqual(["Habit Logged"]);
    leave();
    expect(showing()).toBe("1 Day Milestone!");
    leave();
    expect(showing()).toBeNull();
    expect(shown).toEqual(["Habit Logged", "1 Day Milestone!"]);
  });

  it("lets a new answer replace the answer showing, and go ahead of waiting news", () => {
    const { queue, shown, leave, showing } = screen();
    queue.raise(answer("Reminder Updated"));
    queue.raise(milestone("7 Day Milestone!"));
    queue.raise(answer("Reminder Deleted"));
    expect(showing()).toBe("Reminder Deleted");
    leave();
    expect(shown).toEqual(["Reminder Updated", "Reminder Deleted", "7 Day Milestone!"]);
  });

  it("never cuts news short: an answer waits for it, and a later answer replaces a waiting one", () => {
    const { queue, shown, leave, showing } = screen();
    queue.raise(milestone("3 Day Milestone!"));
    queue.raise(answer("Reminder Updated"));
    queue.raise(answer("Reminder Deleted"));
    expect(showing()).toBe("3 Day Milestone!");
    leave();
    expect(showing()).toBe("Reminder Deleted");
    leave();
    expect(shown).toEqual(["3 Day Milestone!", "Reminder Deleted"]);
  });
});
