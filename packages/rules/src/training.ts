/**
 * Training rules the server enforces and the seed follows: which workouts a member may
 * open, what a session burns, how weights convert, the recovery cooldown and the streak
 * as it stands on the member's own calendar.
 */
import { addDays, localDateOf, zonedInstant } from "./calendar.ts";
import type { MembershipTier, WeightUnit } from "./enums.ts";
import { hasPremiumAccess } from "./membership.ts";

/** Premium workouts on program days up to this one stay open to the free tier. */
export const LAST_OPEN_PREMIUM_DAY = 2;

export interface LockableWorkout {
  isPremium: boolean;
  day: number | null;
}

export interface Viewer {
  membershipTier: MembershipTier;
  isAdmin: boolean;
}

/**
 * Locked = a premium workout past the free days, for a viewer on the free tier. Admins
 * run the program and see all of it.
 */
export function isWorkoutLocked(workout: LockableWorkout, viewer: Viewer): boolean {
  if (hasPremiumAccess(viewer)) return false;
  return workout.isPremium && workout.day !== null && workout.day > LAST_OPEN_PREMIUM_DAY;
}

export const LOCKED_WORKOUT_MESSAGE =
  "This workout is part of PREMIUM WOLF. Upgrade your membership to unlock the full 100-day program.";

/** Rough energy use by kind of session, in kcal per minute, for a member of average build. */
export const KCAL_PER_MINUTE: Readonly<Record<string, number>> = {
  Strength: 7,
  Cardio: 10,
  Mobility: 4,
  Functional: 9,
};
const DEFAULT_KCAL_PER_MINUTE = 8;

export function caloriesBurned(category: string, minutes: number): number {
  return Math.round(minutes * (KCAL_PER_MINUTE[category] ?? DEFAULT_KCAL_PER_MINUTE));
}

export const KG_PER_LB = 0.45359237;

/** A weight typed in the member's unit, as stored: kilograms to the gram. */
export function kgFrom(weight: number, unit: WeightUnit): number {
  const kg = unit === "lb" ? weight * KG_PER_LB : weight;
  return Math.round(kg * 1000) / 1000;
}

/** A stored weight shown in the member's unit, to a tenth. */
export function weightIn(kg: number, unit: WeightUnit): number {
  const value = unit === "lb" ? kg / KG_PER_LB : kg;
  return Math.round(value * 10) / 10;
}

/**
 * Completing a program-day workout starts a recovery cooldown that ends when the
 * member's next local day begins.
 */
export function cooldownEndsAt(completedAt: Date, timeZone: string): Date {
  const nextDay = addDays(localDateOf(completedAt, timeZone), 1);
  return zonedInstant(nextDay, 0, 0, timeZone);
}

export interface CooldownStatus {
  canUnlock: boolean;
  /** Milliseconds until the next program day unlocks; 0 when it is open. */
  timeRemaining: number;
  endsAt: Date | null;
}

export function cooldownStatus(endsAt: Date | null, now: Date): CooldownStatus {
  const remaining = endsAt ? endsAt.getTime() - now.getTime() : 0;
  if (!endsAt || remaining <= 0) return { canUnlock: true, timeRemaining: 0, endsAt: null };
  return { canUnlock: false, timeRemaining: remaining, endsAt };
}

/** '5h 12m', '3m', 'less than a minute': the time left, as a sentence can carry it. */
export function describeTimeLeft(milliseconds: number): string {
  const minutes = Math.ceil(milliseconds / 60_000);
  if (milliseconds < 60_000) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

export function cooldownMessage(status: CooldownStatus): string {
  return `You are in recovery: your next program day unlocks in ${describeTimeLeft(status.timeRemaining)}.`;
}

/**
 * The streak as it stands today: the stored run counts while its last workout was today
 * or yesterday on the member's calendar, and is 0 once a whole day has been skipped.
 */
export function effectiveStreak(
  storedStreak: number,
  lastWorkoutCompletedAt: Date | null,
  timeZone: string,
  now: Date,
): number {
  if (!lastWorkoutCompletedAt || storedStreak <= 0) return 0;
  const last = localDateOf(lastWorkoutCompletedAt, timeZone);
  return last >= addDays(localDateOf(now, timeZone), -1) ? storedStreak : 0;
}
