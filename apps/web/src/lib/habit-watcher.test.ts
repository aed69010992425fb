import type { HabitType } from "@wolfpack/rules/habits/habits";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type HabitWatchSource, REMINDER_CHECK_MS, watchHabits } from "./habit-watcher.ts";

interface Reminder {
  id: number;
  habitType: HabitType;
  reminderTime: string;
  enabled: boolean;
}

/** A member in Berlin (UTC+1 in January), their reminders and logs, and what was raised. */
function scene(reminders: Reminder[], options: { claims?: () => boolean } = {}) {
  const raised: string[] = [];
  const logged = new Map<string, Set<HabitType>>();
  const source: HabitWatchSource<Reminder> = {
    member: () => ({ id: "member-1", timezone: "Europe/Berlin" }),
    reminders: () => reminders,
    loggedOn: (day) => logged.get(day) ?? new Set(),
    claim: async () => options.claims?.() ?? true,
    raiseReminder: (reminder) => raised.push(`reminder ${reminder.id} at ${berlinClock()}`),
  };
  return { raised, logged, source };
}

function berlinClock() {
  return new Date().toLocaleTimeString("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

/** 08:58:30 in Berlin on 12 January. */
const BEFORE_NINE = new Date("2026-01-12T07:58:30Z");
const reading: Reminder = { id: 1, habitType: "reading", reminderTime: "09:00", enabled: true };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(BEFORE_NINE);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the reminder watcher", () => {
  it("raises a reminder once, at its minute", async () => {
    const { raised, source } = scene([reading]);
    const watch = watchHabits(source);
    await vi.advanceTimersByTimeAsync(REMINDER_CHECK_MS);
    expect(raised).toEqual([]);
    await vi.advanceTimersByTimeAsync(REMINDER_CHECK_MS);
    expect(raised).toEqual(["reminder 1 at 09:00"]);
    await vi.advanceTimersByTimeAsync(10 * REMINDER_CHECK_MS);
    expect(raised).toEqual(["reminder 1 at 09:00"]);
    watch.stop();
  });

  it("raises what came due while the tab slept, once, when it wakes", async () => {
    const { raised, source } = scene([reading, { ...reading, id: 2, reminderTime: "10:15", habitType: "sugar" }]);
    let visible = false;
    const page = new EventTarget();
    const watch = watchHabits(source, { visibility: { target: page, visible: () => visible } });
    // Asleep: the clock moves on, no timer runs.
    vi.setSystemTime(new Date("2026-01-12T09:40:00Z"));
    visible = true;
    page.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(raised).toEqual(["reminder 1 at 10:40", "reminder 2 at 10:40"]);
    // The minute's tick right after finds nothing more.
    await vi.advanceTimersByTimeAsync(REMINDER_CHECK_MS);
    expect(raised).toHaveLength(2);
    watch.stop();
  });

  it("raises nothing for a habit already logged today, or a reminder switched off", async () => {
    const { raised, logged, source } = scene([reading, { ...reading, id: 2, habitType: "smoking", enabled: false }]);
    logged.set("2026-01-12", new Set(["reading"]));
    const watch = watchHabits(source);
    await vi.advanceTimersByTimeAsync(5 * REMINDER_CHECK_MS);
    expect(raised).toEqual([]);
    watch.stop();
  });

  it("never raises a reminder twice: not after a reload, not in a second tab the server said no to", async () => {
    const storage = memoryStorage();
    const claimed = new Set<number>();
    const claims = () => {
      // The server's claim: the first ask of the day gets yes.
      if (claimed.has(1)) return false;
      claimed.add(1);
      return true;
    };
    const first = scene([reading], { claims });
    const second = scene([reading], { claims });
    const tab = watchHabits(first.source, { storage });
    const otherTab = watchHabits(second.source, { storage: memoryStorage() });
    await vi.advanceTimersByTimeAsync(2 * REMINDER_CHECK_MS);
    expect([...first.raised, ...second.raised]).toEqual(["reminder 1 at 09:00"]);
    tab.stop();
    otherTab.stop();

    // A reload within the minute: the same browser remembers it raised it.
    const reloaded = scene([reading]);
    const again = watchHabits(reloaded.source, { storage });
    await vi.advanceTimersByTimeAsync(REMINDER_CHECK_MS);
    expect(reloaded.raised).toEqual([]);
    again.stop();
  });

  it("raises it again the next day", async () => {
    const { raised, source } = scene([reading]);
    const watch = watchHabits(source);
    // From 08:58:30 to 09:00:30 the next day.
    await vi.advanceTimersByTimeAsync((24 * 60 + 2) * REMINDER_CHECK_MS);
    expect(raised).toEqual(["reminder 1 at 09:00", "reminder 1 at 09:00"]);
    watch.stop();
  });
});
