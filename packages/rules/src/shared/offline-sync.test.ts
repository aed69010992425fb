import { describe, expect, it } from "vitest";
import {
  clientKey,
  creditedMoment,
  OCCURRED_AT_MAX_AGE_HOURS,
  OCCURRED_AT_SKEW_MINUTES,
  occurredAt,
  occurredAtRefusal,
} from "./offline-sync.ts";

const now = new Date("2026-06-02T00:10:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("the moment a queued write happened", () => {
  it("credits a moment in the past, up to the age bound", () => {
    expect(occurredAtRefusal("workout", minutes(-20), now)).toBeNull();
    expect(occurredAtRefusal("habit log", minutes(-OCCURRED_AT_MAX_AGE_HOURS * 60), now)).toBeNull();
  });

  it("refuses one older than the age bound", () => {
    expect(occurredAtRefusal("habit log", minutes(-OCCURRED_AT_MAX_AGE_HOURS * 60 - 1), now)).toBe(
      "This habit log was saved on your phone more than 72 hours ago, too long ago to count now. Log it again if you want it recorded today.",
    );
  });

  it("allows a phone's clock a little ahead, and refuses the future beyond that", () => {
    expect(occurredAtRefusal("workout", minutes(OCCURRED_AT_SKEW_MINUTES), now)).toBeNull();
    expect(occurredAtRefusal("workout", minutes(OCCURRED_AT_SKEW_MINUTES + 1), now)).toBe(
      "This workout is timed in the future. Check the date and time on your phone, then try again.",
    );
  });

  it("refuses a workout timed before the member's previous completion, not one at or after it", () => {
    expect(occurredAtRefusal("workout", minutes(-30), now, minutes(-20))).toMatch(
      /^This workout is timed before your last saved workout/,
    );
    expect(occurredAtRefusal("workout", minutes(-20), now, minutes(-20))).toBeNull();
    expect(occurredAtRefusal("workout", minutes(-10), now, minutes(-20))).toBeNull();
  });

  it("credits the moment said, now when none, and now for one a little ahead", () => {
    expect(creditedMoment(undefined, now)).toEqual(now);
    expect(creditedMoment("2026-06-01T23:50:00+02:00", now)).toEqual(new Date("2026-06-01T21:50:00Z"));
    expect(creditedMoment(minutes(3), now)).toEqual(now);
  });
});

describe("the fields of a queued write", () => {
  it("takes a UUID key in either case, and nothing else", () => {
    expect(clientKey.parse("6F9619FF-8B86-4D01-B42D-00CF4FC964FF")).toBe("6f9619ff-8b86-4d01-b42d-00cf4fc964ff");
    expect(clientKey.parse(undefined)).toBeUndefined();
    expect(clientKey.safeParse("not-a-key").error?.issues[0]?.message).toBe("clientKey must be a UUID");
  });

  it("takes an instant with its offset, not a bare local time or a date", () => {
    expect(occurredAt.parse("2026-06-01T23:50:00+02:00")).toBe("2026-06-01T23:50:00+02:00");
    expect(occurredAt.parse("2026-06-01T21:50:00.123Z")).toBe("2026-06-01T21:50:00.123Z");
    for (const bad of ["2026-06-01T23:50:00", "2026-06-01", "yesterday"]) {
      expect(occurredAt.safeParse(bad).error?.issues[0]?.message).toMatch(/^occurredAt must be a date and time/);
    }
  });
});
