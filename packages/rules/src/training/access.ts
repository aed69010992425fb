/**
 * Which workouts a member may open: the free tier has the first program days, premium
 * (and an admin) the whole program. The server enforces it and the screens show it.
 */
import { hasPremiumAccess, type MembershipTier } from "../membership/membership.ts";

/**
 * The free tier's share of the program: its first three days ("First 3 days of
 * workouts"), whose workouts are not premium. The seed, the plans' words and the lock
 * below all take it from here.
 */
export const FREE_PROGRAM_DAYS = 3;

/**
 * Premium workouts on program days up to this one stay open to the free tier: locked is
 * `isPremium && day > 2` (decisions.md). The last free day is open because its workout is
 * not premium.
 */
const LAST_OPEN_PREMIUM_DAY = FREE_PROGRAM_DAYS - 1;

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
