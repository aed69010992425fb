import { describe, expect, it } from "vitest";
import { reminderCreateInput, reminderUpdateInput } from "./inputs.ts";
import { dueReminders, followingReminderDue, minuteOfDay, nextReminderDue, reminderMessage } from "./reminders.ts";

describe("reminders", () => {
  it("take a time on the 24-hour clock, and refuse anything else with a clear message", () => {
    expect(minuteOfDay("00:00")).toBe(0);
    expect(minuteOfDay("09:05")).toBe(545);
    expect(minuteOfDay("23:59")).toBe(1439);
    for (const wrong of ["24:00", "9:00", "09:60", "9am", "09:00:00", ""]) {
      expect(minuteOfDay(wrong)).toBeNull();
      const result = reminderCreateInput.safeParse({ habitType: "reading", reminderTime: wrong });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "Reminder time must be HH:MM on the 24-hour clock, such as 09:00 or 21:30",
      );
    }
    expect(reminderCreateInput.parse({ habitType: "reading", reminderTime: "21:30" })).toMatchObject({
      memberId: "me",
      streakAlerts: true,
    });
    expect(reminderUpdateInput.safeParse({ id: 1 }).error?.issues[0]?.message).toMatch(/Say what to change/);
  });

  it("come due once, in the stretch a watcher looks back over, unless their habit is logged or they are off", () => {
    const reminders = [
      { id: 1, habitType: "smoking" as const, reminderTime: "09:00", enabled: true },
      { id: 2, habitType: "reading" as const, reminderTime: "09:00", enabled: false },
      { id: 3, habitType: "sugar" as const, reminderTime: "12:30", enabled: true },
      { id: 4, habitType: "drinking" as const, reminderTime: "09:00", enabled: true },
    ];
    const nine = minuteOfDay("09:00") ?? 0;
    const atNine = { fromMinute: nine - 1, toMinute: nine };
    expect(dueReminders(reminders, atNine, new Set(), new Set()).map((r) => r.id)).toEqual([1, 4]);
    expect(dueReminders(reminders, atNine, new Set(["drinking"]), new Set()).map((r) => r.id)).toEqual([1]);
    expect(dueReminders(reminders, atNine, new Set(), new Set([1, 4]))).toEqual([]);
    // A minute before, nothing; a tab that slept from 08:00 to 13:00 raises everything due meanwhile.
    expect(dueReminders(reminders, { fromMinute: nine - 2, toMinute: nine - 1 }, new Set(), new Set())).toEqual([]);
    expect(
      dueReminders(reminders, { fromMinute: 8 * 60, toMinute: 13 * 60 }, new Set(), new Set()).map((r) => r.id),
    ).toEqual([1, 3, 4]);
  });
});

describe("a reminder's next due instant", () => {
  const ny = "America/New_York";
  const due = (time: string, from: string, zone = ny) => nextReminderDue(time, zone, new Date(from))?.toISOString();

  it("is now for a reminder set for the current minute, and tomorrow once its time has passed", () => {
    expect(due("09:00", "2026-06-01T13:00:40Z")).toBe("2026-06-01T13:00:00.000Z");
    expect(due("09:00", "2026-06-01T13:01:00Z")).toBe("2026-06-02T13:00:00.000Z");
    expect(due("23:30", "2026-06-01T13:00:00Z", "Asia/Tokyo")).toBe("2026-06-01T14:30:00.000Z");
    expect(nextReminderDue("9am", ny, new Date())).toBeNull();
  });

  it("keeps the member's wall clock across the spring change: 09:00 EST, then 09:00 EDT", () => {
    const sent = new Date("2026-03-07T14:00:00Z");
    const next = followingReminderDue("09:00", ny, sent, new Date("2026-03-07T14:00:05Z"));
    expect(next?.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // A time the clocks skip rings at the jump (03:00 EDT), as a phone would.
    expect(due("02:30", "2026-03-08T05:00:00Z")).toBe("2026-03-08T07:00:00.000Z");
  });

  it("comes once on the night the clocks go back, at the first 01:30, then 01:30 the next day", () => {
    const first = nextReminderDue("01:30", ny, new Date("2026-11-01T04:00:00Z"));
    expect(first?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    const next = followingReminderDue("01:30", ny, first as Date, first as Date);
    expect(next?.toISOString()).toBe("2026-11-02T06:30:00.000Z");
  });

  it("follows the member to a new zone", () => {
    expect(due("09:00", "2026-06-01T12:00:00Z", "Europe/Paris")).toBe("2026-06-02T07:00:00.000Z");
    expect(due("09:00", "2026-06-01T12:00:00Z", "America/Los_Angeles")).toBe("2026-06-01T16:00:00.000Z");
  });

  it("says the habit's own words", () => {
    expect(reminderMessage("reading")).toEqual({
      title: "Habit Reminder",
      body: "Time to check in: log today's Daily Reading.",
    });
  });
});
