import { describe, expect, it } from "vitest";
import { reminderCreateInput, reminderUpdateInput } from "./inputs.ts";
import { dueReminders, minuteOfDay } from "./reminders.ts";

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
