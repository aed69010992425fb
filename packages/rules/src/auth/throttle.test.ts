import { describe, expect, it } from "vitest";
import {
  DEFAULT_THROTTLE_LIMITS,
  registrationDecision,
  registrationRetryMessage,
  signInDecision,
  signInRetryMessage,
} from "./throttle.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const none = { count: 1, oldest: at(0) };

describe("signInDecision", () => {
  it("allows the 10th try of one e-mail from one address and refuses the 11th until the oldest is 15 minutes old", () => {
    expect(signInDecision({ accountAndAddress: { count: 10, oldest: at(3) }, account: none, address: none })).toEqual({
      throttled: false,
    });
    expect(signInDecision({ accountAndAddress: { count: 11, oldest: at(3) }, account: none, address: none })).toEqual({
      throttled: true,
      retryAt: at(18),
    });
  });

  it("shares a much higher bound per e-mail across addresses, and per address across e-mails", () => {
    expect(DEFAULT_THROTTLE_LIMITS.signInPerAccount).toBeGreaterThanOrEqual(
      10 * DEFAULT_THROTTLE_LIMITS.signInPerAccountAndAddress,
    );
    expect(signInDecision({ accountAndAddress: none, account: { count: 101, oldest: at(1) }, address: none })).toEqual({
      throttled: true,
      retryAt: at(16),
    });
    expect(signInDecision({ accountAndAddress: none, account: none, address: { count: 200, oldest: at(1) } })).toEqual({
      throttled: false,
    });
    expect(signInDecision({ accountAndAddress: none, account: none, address: { count: 201, oldest: at(1) } })).toEqual({
      throttled: true,
      retryAt: at(16),
    });
  });

  it("waits for the bucket that frees up last", () => {
    expect(
      signInDecision({
        accountAndAddress: { count: 11, oldest: at(2) },
        account: { count: 101, oldest: at(5) },
        address: none,
      }),
    ).toEqual({ throttled: true, retryAt: at(20) });
  });

  it("takes other limits when given", () => {
    const limits = { ...DEFAULT_THROTTLE_LIMITS, signInPerAccountAndAddress: 3 };
    expect(
      signInDecision({ accountAndAddress: { count: 4, oldest: at(0) }, account: none, address: none }, limits),
    ).toEqual({
      throttled: true,
      retryAt: at(15),
    });
  });
});

describe("registrationDecision", () => {
  it("allows 20 new accounts an hour from one address", () => {
    expect(registrationDecision({ count: 20, oldest: at(0) })).toEqual({ throttled: false });
    expect(registrationDecision({ count: 21, oldest: at(0) })).toEqual({ throttled: true, retryAt: at(60) });
  });
});

describe("retry messages", () => {
  it("say how many minutes to wait, rounding up", () => {
    expect(signInRetryMessage(at(15), at(0))).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(signInRetryMessage(new Date(at(0).getTime() + 20_000), at(0))).toBe(
      "Too many failed sign-in attempts. Try again in 1 minute.",
    );
    expect(registrationRetryMessage(at(42), at(0))).toBe(
      "Too many new accounts from this network. Try again in 42 minutes.",
    );
  });
});
