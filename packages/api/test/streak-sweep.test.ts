/**
 * The hourly sweep zeroes lapsed workout streaks in SQL; the streak rule
 * (rules/training/streak.ts, effectiveStreak) says which have lapsed. For many members in
 * many time zones, around midnights and clock changes, the sweep must leave each stored
 * streak exactly as the rule reads it.
 */
import { type DbHandle, schema } from "@wolfpack/db";
import { createTestDb } from "@wolfpack/db/testing";
import { addDays, localDateOf } from "@wolfpack/rules/shared/calendar";
import type { PausedRange } from "@wolfpack/rules/training/pause";
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

  it("keeps a streak across paused days (program_pauses), as the rule reads them", async () => {
    const db = handle.db;
    const seeded = seededNumbers(20261125);
    // The generator's high bits: its low ones repeat too soon for several draws a member.
    const next = (n: number) => Math.floor((seeded(2 ** 30) / 2 ** 30) * n);
    let zeroed = 0;
    let keptByPause = 0;
    for (const [round, now] of SWEEPS.entries()) {
      // Last workouts up to ten days back; most members paused some days around the gap, a
      // few with two pauses back to back.
      const members = Array.from({ length: 120 }, (_, i) => {
        const timezone = ZONES[i % ZONES.length] ?? "UTC";
        const lastWorkoutCompletedAt = new Date(now.getTime() - next(10 * 24 * 60) * 60_000);
        const pauses: PausedRange[] = [];
        if (next(5) !== 0) {
          // Mostly from the day after the last workout, sometimes a day later (a gap stays).
          const firstDay = addDays(localDateOf(lastWorkoutCompletedAt, timezone), 1 + (next(4) === 0 ? 1 : 0));
          const lastDay = addDays(firstDay, next(8));
          pauses.push({ firstDay, lastDay });
          if (next(3) === 0) pauses.push({ firstDay: addDays(lastDay, 1), lastDay: addDays(lastDay, 1 + next(4)) });
        }
        return {
          username: `paused${round}x${i}`,
          email: `paused${round}x${i}@example.com`,
          passwordHash: "not a real hash",
          timezone,
          currentStreak: 1 + next(6),
          lastWorkoutCompletedAt,
          pauses,
        };
      });
      await db.delete(schema.users);
      const ids = await db.insert(schema.users).values(members).returning({ id: schema.users.id });
      await db
        .insert(schema.programPauses)
        .values(
          members.flatMap((member, i) =>
            member.pauses.map((pause) => ({ ...pause, userId: ids[i]?.id ?? "", reason: "travel" as const })),
          ),
        );

      await resetLapsedStreaks(db, now);

      const rows = await db.select().from(schema.users);
      const stored = Object.fromEntries(rows.map((row) => [row.username, row.currentStreak]));
      const byRule = Object.fromEntries(
        members.map((m) => [
          m.username,
          effectiveStreak(m.currentStreak, m.lastWorkoutCompletedAt, m.timezone, now, m.pauses),
        ]),
      );
      expect({ sweep: now.toISOString(), stored }).toEqual({ sweep: now.toISOString(), stored: byRule });
      zeroed += members.filter((m) => byRule[m.username] === 0).length;
      keptByPause += members.filter(
        (m) =>
          byRule[m.username] === m.currentStreak &&
          effectiveStreak(m.currentStreak, m.lastWorkoutCompletedAt, m.timezone, now) === 0,
      ).length;
    }
    // Streaks only a pause kept, and streaks that lapsed despite one, many times over.
    expect(keptByPause).toBeGreaterThan(50);
    expect(zeroed).toBeGreaterThan(100);
  }, 120_000);
});
