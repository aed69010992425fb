/**
 * The hourly sweep zeroes lapsed workout streaks in SQL; the streak rule
 * (rules/training/streak.ts, effectiveStreak) says which have lapsed. For many members in
 * many time zones, around midnights and clock changes, the sweep must leave each stored
 * streak exactly as the rule reads it.
 */
import { type DbHandle, schema } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { effectiveStreak } from "@wolfpack/rules/training/streak";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetLapsedStreaks } from "../src/training/streaks.ts";
import { seededNumbers } from "./seeded.ts";

/** Zones a day ahead of UTC and a day behind, on half and quarter hours, and where clocks jump over midnight. */
const ZONES = [
  "UTC",
  "Asia/Tokyo",
  "America/New_York",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "America/St_Johns",
  "Australia/Lord_Howe",
  "America/Santiago",
  "America/Havana",
  "Europe/London",
];

/** Sweeps at a few ordinary moments and around clock changes of 2026. */
const SWEEPS = [
  "2026-01-15T00:00:00Z",
  "2026-03-08T07:30:00Z", // New York springs forward
  "2026-04-05T03:30:00Z", // Santiago and Lord Howe fall back
  "2026-06-02T14:59:00Z",
  "2026-09-06T04:30:00Z", // Santiago springs forward over midnight
  "2026-11-01T05:30:00Z", // New York and Havana fall back
  "2026-11-24T11:45:00Z",
].map((iso) => new Date(iso));

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

describe("the hourly streak sweep", () => {
  it("zeroes exactly the streaks the streak rule reads as lapsed, on each member's own calendar", async () => {
    const db = handle.db;
    const next = seededNumbers(20261124);
    let zeroed = 0;
    let kept = 0;
    for (const [round, now] of SWEEPS.entries()) {
      // Last workouts from four days before the sweep up to it, to the minute; a few never trained.
      const members = Array.from({ length: 120 }, (_, i) => ({
        username: `sweep${round}x${i}`,
        email: `sweep${round}x${i}@example.com`,
        passwordHash: "not a real hash",
        timezone: ZONES[i % ZONES.length] ?? "UTC",
        currentStreak: next(6),
        lastWorkoutCompletedAt: next(10) === 0 ? null : new Date(now.getTime() - next(4 * 24 * 60) * 60_000),
      }));
      await db.delete(schema.users);
      await db.insert(schema.users).values(members);

      await resetLapsedStreaks(db, now);

      const rows = await db.select().from(schema.users);
      const stored = Object.fromEntries(rows.map((row) => [row.username, row.currentStreak]));
      const byRule = Object.fromEntries(
        members.map((member) => [
          member.username,
          effectiveStreak(member.currentStreak, member.lastWorkoutCompletedAt, member.timezone, now),
        ]),
      );
      expect({ sweep: now.toISOString(), stored }).toEqual({ sweep: now.toISOString(), stored: byRule });
      zeroed += members.filter((m) => m.currentStreak > 0 && byRule[m.username] === 0).length;
      kept += members.filter((m) => m.currentStreak > 0 && byRule[m.username] === m.currentStreak).length;
    }
    // Both sides of the rule were met many times, near the edge too (last workouts every minute of four days).
    expect(zeroed).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(100);
  }, 120_000);
});
