/**
 * Generates a believable, internally consistent training history for a seeded member:
 * completed sessions (program days in order, at most one per local day), the
 * achievements those sessions earn at the moment their trigger is met, and the
 * counters the `users` row must carry.
 */

import { addDays, localDateOf, zonedInstant } from "@wolfpack/rules/shared/calendar";
import { FREE_PROGRAM_DAYS } from "@wolfpack/rules/training/access";
import { levelForXp, newlyEarned } from "@wolfpack/rules/training/achievements";
import { caloriesBurned } from "@wolfpack/rules/training/completion";
import { runAfter, streakAsOf } from "@wolfpack/rules/training/streak";
import type { AchievementSeed } from "./achievements.ts";
import type { MemberProfile } from "./members.ts";
import type { WorkoutSeed } from "./workouts.ts";

export interface SessionSeed {
  day: number;
  completedAt: Date;
  localDate: string;
  duration: number;
  caloriesBurned: number;
}

export interface AwardSeed {
  achievementId: string;
  unlockedAt: Date;
  progress: number;
}

export interface MemberHistory {
  sessions: SessionSeed[];
  awards: AwardSeed[];
  workoutsCompleted: number;
  totalMinutes: number;
  currentStreak: number;
  totalXP: number;
  level: number;
  lastWorkoutCompletedAt: Date | null;
}

/** A small deterministic PRNG (mulberry32) so the seed is the same on every run. */
export function randomFor(key: string): () => number {
  let state = 2166136261;
  for (const ch of key) state = Math.imul(state ^ ch.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildHistory(
  member: MemberProfile,
  program: WorkoutSeed[],
  achievements: AchievementSeed[],
  now: Date,
): MemberHistory {
  const random = randomFor(member.username);
  const today = localDateOf(now, member.timezone);

  // Walk backwards from the most recent session, then replay in order.
  const dates: string[] = [];
  let cursor = member.streak > 0 ? addDays(today, -1) : addDays(today, -Math.max(2, member.idleDays));
  for (let i = 0; i < member.workouts; i++) {
    dates.push(cursor);
    let gap: number;
    if (i + 1 < member.streak) gap = 1;
    else if (i + 1 === member.streak)
      gap = 2 + Math.floor(random() * 2); // the run started after a rest day
    else gap = random() < 0.6 ? 1 : random() < 0.8 ? 2 : 3;
    cursor = addDays(cursor, -gap);
  }
  dates.reverse();

  const byDay = new Map(program.map((w) => [w.day, w]));
  // A free member can only train the free days, so repeats them.
  const dayOf = (i: number) => (member.membershipTier === "free" ? (i % FREE_PROGRAM_DAYS) + 1 : i + 1);
  const sessions: SessionSeed[] = dates.map((localDate, i) => {
    const workout = byDay.get(dayOf(i));
    if (!workout) throw new Error(`no program workout for day ${dayOf(i)}`);
    const duration = Math.max(10, workout.duration - 3 + Math.floor(random() * 7));
    const completedAt = zonedInstant(localDate, member.hour, Math.floor(random() * 60), member.timezone);
    return {
      day: workout.day,
      completedAt,
      localDate,
      duration,
      caloriesBurned: caloriesBurned(workout.category, duration),
    };
  });

  // Award achievements the moment their trigger is met, as the server does.
  const awards: AwardSeed[] = [];
  const earned = new Set<string>();
  let count = 0;
  let minutes = 0;
  let run = 0;
  let previous: string | null = null;
  for (const session of sessions) {
    count++;
    minutes += session.duration;
    run = runAfter(previous, run, session.localDate);
    previous = session.localDate;
    const totals = { workoutsCompleted: count, streak: run, totalMinutes: minutes };
    for (const a of newlyEarned(totals, achievements, earned)) {
      earned.add(a.id);
      awards.push({ achievementId: a.id, unlockedAt: session.completedAt, progress: a.triggerValue });
    }
  }

  const xpById = new Map(achievements.map((a) => [a.id, a.xpValue]));
  const totalXP = awards.reduce((sum, a) => sum + (xpById.get(a.achievementId) ?? 0), 0);
  const last = sessions[sessions.length - 1];
  return {
    sessions,
    awards,
    workoutsCompleted: count,
    totalMinutes: minutes,
    currentStreak: streakAsOf(
      sessions.map((s) => s.localDate),
      today,
    ),
    totalXP,
    level: levelForXp(totalXP),
    lastWorkoutCompletedAt: last ? last.completedAt : null,
  };
}
