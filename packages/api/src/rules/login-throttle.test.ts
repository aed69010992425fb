import { describe, expect, it } from "vitest";
import { loginThrottle, retryMessage } from "./login-throttle.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe("loginThrottle", () => {
  it("allows sign-in below 10 failures for the e-mail", () => {
    expect(loginThrottle({ count: 9, oldest: at(0) }, { count: 9, oldest: at(0) })).toEqual({ throttled: false });
  });

  it("refuses at 10 failures until 15 minutes after the oldest", () => {
    expect(loginThrottle({ count: 10, oldest: at(3) }, { count: 10, oldest: at(3) })).toEqual({
      throttled: true,
      retryAt: at(18),
    });
  });

  it("refuses a client address at 50 failures across e-mails", () => {
    expect(loginThrottle({ count: 0, oldest: null }, { count: 50, oldest: at(1) })).toEqual({
      throttled: true,
      retryAt: at(16),
    });
  });
});

describe("retryMessage", () => {
  it("says how many minutes to wait, rounding up", () => {
    expect(retryMessage(at(15), at(0))).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(retryMessage(new Date(at(0).getTime() + 20_000), at(0))).toBe(
      "Too many failed sign-in attempts. Try again in 1 minute.",
    );
  });
});
