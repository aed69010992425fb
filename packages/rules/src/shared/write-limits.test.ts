import { describe, expect, it } from "vitest";
import { MAX_REMINDERS } from "../habits/reminders.ts";
import {
  DEFAULT_WRITE_LIMITS,
  parseWriteLimits,
  WRITE_KINDS,
  waitUntil,
  writeDecision,
  writeLimitMessage,
  writeWindowStart,
} from "./write-limits.ts";

const at = (hour: number, minute: number, second = 0) => new Date(Date.UTC(2026, 4, 10, hour, minute, second));
const [tenMinutes, day] = DEFAULT_WRITE_LIMITS.post;
if (!tenMinutes || !day) throw new Error("posts have a short and a daily limit");

describe("writeDecision", () => {
  it("allows a member's 10th post in ten minutes and refuses the 11th until the window ends", () => {
    const now = at(12, 3, 20);
    expect(writeDecision([{ limit: tenMinutes, count: 10 }], now)).toEqual({ allowed: true });
    expect(
      writeDecision(
        [
          { limit: tenMinutes, count: 11 },
          { limit: day, count: 11 },
        ],
        now,
      ),
    ).toEqual({ allowed: false, limit: tenMinutes, retryAt: at(12, 10) });
  });

  it("waits for the window that ends last when both are full", () => {
    expect(
      writeDecision(
        [
          { limit: tenMinutes, count: 11 },
          { limit: day, count: 51 },
        ],
        at(12, 3),
      ),
    ).toEqual({ allowed: false, limit: day, retryAt: new Date(Date.UTC(2026, 4, 11)) });
  });

  it("counts in windows that start at whole multiples of their length", () => {
    expect(writeWindowStart(at(12, 9, 59), tenMinutes.windowMs)).toEqual(at(12, 0));
    expect(writeWindowStart(at(12, 10), tenMinutes.windowMs)).toEqual(at(12, 10));
    expect(writeWindowStart(at(23, 59), day.windowMs)).toEqual(at(0, 0));
  });
});

describe("writeLimitMessage", () => {
  it("says the limit and when to try again", () => {
    const now = at(12, 3, 20);
    expect(writeLimitMessage("post", tenMinutes, at(12, 10), now)).toBe(
      "You've reached the limit of 10 posts per 10 minutes. Try again in 7 minutes.",
    );
    expect(writeLimitMessage("coaching-message", { count: 5, windowMs: 3_600_000 }, at(13, 0), now)).toBe(
      "You've reached the limit of 5 messages to the coach per hour. Try again in 57 minutes.",
    );
    expect(writeLimitMessage("like", day, new Date(Date.UTC(2026, 4, 11)), now)).toBe(
      "You've reached the limit of 50 likes per day. Try again in 12 hours.",
    );
  });

  it("never says less than a minute, and rounds up", () => {
    expect(waitUntil(at(12, 10), at(12, 9, 59))).toBe("1 minute");
    expect(waitUntil(at(14, 0), at(12, 0))).toBe("120 minutes");
    expect(waitUntil(at(14, 1), at(12, 0))).toBe("3 hours");
  });
});

describe("DEFAULT_WRITE_LIMITS", () => {
  it("limits every kind of write with a short and a daily window", () => {
    for (const kind of WRITE_KINDS) {
      expect(DEFAULT_WRITE_LIMITS[kind].map((limit) => limit.windowMs).at(-1)).toBe(day.windowMs);
      expect(DEFAULT_WRITE_LIMITS[kind].length).toBe(2);
    }
  });

  it("lets a member set up every reminder they may keep at once, and change each", () => {
    for (const limit of DEFAULT_WRITE_LIMITS.reminder) expect(limit.count).toBeGreaterThanOrEqual(2 * MAX_REMINDERS);
  });
});

describe("parseWriteLimits", () => {
  it("replaces the limits of the kinds named and keeps the others", () => {
    const limits = parseWriteLimits("post=20/10m,100/1d; like=5/30s  coaching-message=1000000/h");
    expect(limits.post).toEqual([
      { count: 20, windowMs: 600_000 },
      { count: 100, windowMs: 86_400_000 },
    ]);
    expect(limits.like).toEqual([{ count: 5, windowMs: 30_000 }]);
    expect(limits["coaching-message"]).toEqual([{ count: 1_000_000, windowMs: 3_600_000 }]);
    expect(limits.comment).toBe(DEFAULT_WRITE_LIMITS.comment);
    expect(parseWriteLimits("coaching-message=off")["coaching-message"]).toEqual([]);
    expect(parseWriteLimits("")).toEqual(DEFAULT_WRITE_LIMITS);
  });

  it("refuses what it cannot read, saying what it expected", () => {
    expect(() => parseWriteLimits("posts=10/10m")).toThrow(
      'WRITE_LIMITS: "posts=10/10m" should be <kind>=<count>/<window>, the kind one of post, comment, like, coaching-message, group, friend-request, reminder',
    );
    expect(() => parseWriteLimits("post=10")).toThrow(
      'WRITE_LIMITS: "10" should be a count and a window, such as 10/10m or 50/1d',
    );
    expect(() => parseWriteLimits("post=0/1h")).toThrow(/"0\/1h" should be a count and a window/);
    expect(() => parseWriteLimits("post=5/0m")).toThrow(/"5\/0m" should be/);
    expect(() => parseWriteLimits("post=5/1w")).toThrow(/"5\/1w" should be/);
    expect(() => parseWriteLimits("post")).toThrow(/"post" should be <kind>=/);
    expect(() => parseWriteLimits("post=5/10m,8/600s")).toThrow(
      'WRITE_LIMITS: "post=5/10m,8/600s" gives one window two limits',
    );
    expect(() => parseWriteLimits("post=3000000000/1d")).toThrow(/should be a count and a window/);
  });
});
