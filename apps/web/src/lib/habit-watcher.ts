/**
 * The watcher behind every member screen (docs/rules.md, Habits): each minute it raises the
 * reminders whose time has come. It is plain code with its sources handed in, so its
 * timing can be tested with fake timers.
 *
 * Milestones are not looked for here: a streak reaches one only through the log that
 * makes it, so the log's answer celebrates it, once, on the device that logged it
 * (-habits/useHabitActions.ts). Looking at load raised it again at every sign-in that
 * day and on every other device.
 *
 * Beyond the original app: a reminder whose minute passed while the tab slept is raised once that
 * day when the tab wakes; none is raised for a habit already logged today; and none twice,
 * whether this tab checks again, reloads, or another tab or device of the member's
 * raised it first (the server's claim decides between them).
 */

import type { HabitType } from "@wolfpack/rules/habits/habits";
import { dueReminders, type WatchedReminder } from "@wolfpack/rules/habits/reminders";
import { localDateOf, localMinuteOf } from "@wolfpack/rules/shared/calendar";

export const REMINDER_CHECK_MS = 60_000;

export interface WatchedMember {
  id: string;
  timezone: string;
}

export interface HabitWatchSource<R extends WatchedReminder> {
  member(): WatchedMember;
  reminders(): readonly R[];
  /** The habits logged on the member's calendar day `day`. */
  loggedOn(day: string): ReadonlySet<HabitType>;
  /** Whether this tab is the one to raise the reminder today. */
  claim(reminder: R): Promise<boolean>;
  raiseReminder(reminder: R): void;
}

/** Whether the page is in view, and where it says when that changes (the document). */
export interface PageVisibility {
  target: EventTarget;
  visible(): boolean;
}

export interface HabitWatchOptions {
  now?: () => Date;
  /** Where what was raised today is remembered across reloads; localStorage in the browser. */
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  visibility?: PageVisibility | null;
}

export interface HabitWatch {
  /** Looks for reminders that came due since the last look. */
  check(): Promise<void>;
  stop(): void;
}

const STORAGE_PREFIX = "wolfpack:habit-watch:";

interface Remembered {
  memberId: string;
  day: string;
  reminders: number[];
}

/**
 * What this browser raised for a member on a day, kept in memory and in storage (so a
 * reload raises nothing again); forgotten when the day changes.
 */
function rememberer(storage: HabitWatchOptions["storage"]) {
  let current: Remembered | null = null;
  const keyOf = (memberId: string) => `${STORAGE_PREFIX}${memberId}`;

  function load(memberId: string, day: string): Remembered {
    if (current?.memberId === memberId && current.day === day) return current;
    current = { memberId, day, reminders: [] };
    try {
      const stored = JSON.parse(storage?.getItem(keyOf(memberId)) ?? "null") as Partial<Remembered> | null;
      if (stored?.day === day && Array.isArray(stored.reminders)) {
        current = { memberId, day, reminders: stored.reminders };
      }
    } catch {
      // Unreadable: the day starts afresh.
    }
    return current;
  }

  function save(remembered: Remembered) {
    try {
      storage?.setItem(keyOf(remembered.memberId), JSON.stringify(remembered));
    } catch {
      // Storage full or blocked: this tab still remembers in memory.
    }
  }

  return {
    reminders: (memberId: string, day: string): ReadonlySet<number> => new Set(load(memberId, day).reminders),
    addReminder(memberId: string, day: string, id: number) {
      const remembered = load(memberId, day);
      remembered.reminders.push(id);
      save(remembered);
    },
  };
}

export function watchHabits<R extends WatchedReminder>(
  source: HabitWatchSource<R>,
  { now = () => new Date(), storage = null, visibility = null }: HabitWatchOptions = {},
): HabitWatch {
  const started = now();
  const { timezone } = source.member();
  // The minute before the start: a reminder of the very minute the app opened is due.
  let last = { day: localDateOf(started, timezone), minute: localMinuteOf(started, timezone) - 1 };
  let checking: Promise<void> = Promise.resolve();
  const raised = rememberer(storage);

  async function lookForReminders() {
    const at = now();
    const { id, timezone } = source.member();
    const day = localDateOf(at, timezone);
    const minute = localMinuteOf(at, timezone);
    // After a night asleep, everything of today so far; yesterday's are past.
    const fromMinute = last.day === day ? last.minute : -1;
    last = { day, minute };
    const window = { fromMinute, toMinute: minute };
    const due = dueReminders(source.reminders(), window, source.loggedOn(day), raised.reminders(id, day));
    for (const reminder of due) {
      raised.addReminder(id, day, reminder.id);
      // Offline, this tab cannot ask: it raises the reminder rather than drop it.
      const mine = await source.claim(reminder).catch(() => true);
      if (mine) source.raiseReminder(reminder);
    }
  }

  /** One look at a time: a wake-up and the minute's tick together must not both raise. */
  function check(): Promise<void> {
    checking = checking.then(lookForReminders, lookForReminders);
    return checking;
  }

  const onVisibility = () => {
    if (visibility?.visible()) void check();
  };
  const reminderTimer = setInterval(() => void check(), REMINDER_CHECK_MS);
  visibility?.target.addEventListener("visibilitychange", onVisibility);
  void check();

  return {
    check,
    stop() {
      clearInterval(reminderTimer);
      visibility?.target.removeEventListener("visibilitychange", onVisibility);
    },
  };
}
