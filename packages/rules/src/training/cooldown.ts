/**
 * The recovery cooldown after a program day, on the member's own calendar: when it ends,
 * what is left of it, and how that is said.
 */
import { addDays, localDateOf, startOfLocalDay } from "../shared/calendar.ts";

/**
 * Whether the recovery cooldown concerns a workout: only a program-day workout starts it
 * when completed, and only one waits while it runs; a workout without a day never does
 * either (decisions.md, "Days, streaks and time").
 */
export function cooldownApplies(workout: { day: number | null }): boolean {
  return workout.day !== null;
}

/**
 * Completing a program-day workout starts a recovery cooldown that ends when the
 * member's next local day begins.
 */
export function cooldownEndsAt(completedAt: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDateOf(completedAt, timeZone), 1), timeZone);
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

/** 'hh:mm:ss', always with hours, as the recovery cooldown card shows it (docs/rules.md, Training). */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** The cooldown left at `now`, counted down from what the server said at `receivedAt`. */
export function cooldownLeftMs(timeRemaining: number, receivedAt: number, now: number): number {
  return Math.max(0, timeRemaining - Math.max(0, now - receivedAt));
}
