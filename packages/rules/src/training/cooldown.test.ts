import { describe, expect, it } from "vitest";
import {
  cooldownApplies,
  cooldownEndsAt,
  cooldownLeftMs,
  cooldownStatus,
  describeTimeLeft,
  formatCountdown,
} from "./cooldown.ts";

describe("cooldown", () => {
  it("concerns program-day workouts only", () => {
    expect(cooldownApplies({ day: 1 })).toBe(true);
    expect(cooldownApplies({ day: 100 })).toBe(true);
    expect(cooldownApplies({ day: null })).toBe(false);
  });

  it("ends at the start of the member's next local day", () => {
    // 23:50 on 1 June in Berlin (UTC+2) is 21:50Z; midnight there is 22:00Z.
    expect(cooldownEndsAt(new Date("2026-06-01T21:50:00Z"), "Europe/Berlin")).toEqual(new Date("2026-06-01T22:00:00Z"));
    // 00:10 on 2 June in Berlin: the next midnight is a whole day away.
    expect(cooldownEndsAt(new Date("2026-06-01T22:10:00Z"), "Europe/Berlin")).toEqual(new Date("2026-06-02T22:00:00Z"));
  });

  it("follows daylight-saving changes: a 23-hour day in spring, 25 in autumn", () => {
    const springStart = new Date("2026-03-08T05:00:00Z"); // 00:00 EST on 8 March, New York
    expect(cooldownEndsAt(springStart, "America/New_York").getTime() - springStart.getTime()).toBe(23 * 3_600_000);
    const autumnStart = new Date("2026-11-01T04:00:00Z"); // 00:00 EDT on 1 November
    expect(cooldownEndsAt(autumnStart, "America/New_York").getTime() - autumnStart.getTime()).toBe(25 * 3_600_000);
  });

  it("reports the time left, and unlocks once it is over", () => {
    const endsAt = new Date("2026-06-02T00:00:00Z");
    expect(cooldownStatus(endsAt, new Date("2026-06-01T22:30:00Z"))).toEqual({
      canUnlock: false,
      timeRemaining: 90 * 60_000,
      endsAt,
    });
    expect(cooldownStatus(endsAt, endsAt)).toEqual({ canUnlock: true, timeRemaining: 0, endsAt: null });
    expect(cooldownStatus(null, endsAt).canUnlock).toBe(true);
  });

  it("says the time left in words", () => {
    expect(describeTimeLeft(90 * 60_000)).toBe("1h 30m");
    expect(describeTimeLeft(2 * 3_600_000)).toBe("2h");
    expect(describeTimeLeft(58 * 60_000 + 1)).toBe("59m");
    expect(describeTimeLeft(59 * 60_000 + 1)).toBe("1h");
    expect(describeTimeLeft(30_000)).toBe("less than a minute");
  });
});

describe("the cooldown card", () => {
  const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

  it("shows the cooldown as hh:mm:ss, counted down from what the server said", () => {
    expect(formatCountdown(5 * 3_600_000 + 62_000)).toBe("05:01:02");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(500)).toBe("00:00:01");
    expect(cooldownLeftMs(10_000, T0, T0 + 3000)).toBe(7000);
    expect(cooldownLeftMs(10_000, T0, T0 + 30_000)).toBe(0);
  });
});
