/**
 * Throttling of sign-ins and registrations. Every attempt is counted before the password
 * is checked (or hashed), so no mix of batching and concurrency gets more checks than
 * the limits allow; counts below include the attempt being decided.
 */

import { countOf } from "../shared/words.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

export interface ThrottleLimits {
  /** Failed sign-ins for one e-mail from one client address: what stops a single guesser. */
  signInPerAccountAndAddress: number;
  /** Failed sign-ins for one e-mail from all addresses together: distributed guessing. */
  signInPerAccount: number;
  /** Failed sign-ins from one address across all e-mails: credential stuffing. */
  signInPerAddress: number;
  /** New accounts from one client address per hour: each costs a password hash. */
  registrationsPerAddress: number;
}

/**
 * The owner signing in from their own device is counted apart from a stranger guessing
 * elsewhere: only the much higher bounds are shared across addresses, so an office
 * behind one router is not locked out by one colleague's typos.
 */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  signInPerAccountAndAddress: 10,
  signInPerAccount: 100,
  signInPerAddress: 200,
  registrationsPerAddress: 20,
};

export interface AttemptCount {
  /** Attempts inside the window, this one included. */
  count: number;
  /** The oldest attempt still inside the window. */
  oldest: Date | null;
}

export interface Bucket extends AttemptCount {
  limit: number;
  windowMs: number;
}

export type ThrottleDecision = { throttled: false } | { throttled: true; retryAt: Date };

/** Refused while any bucket holds more attempts than its limit; allowed again when its oldest leaves the window. */
export function throttleDecision(buckets: readonly Bucket[]): ThrottleDecision {
  const over = buckets.filter((bucket) => bucket.count > bucket.limit && bucket.oldest !== null);
  if (over.length === 0) return { throttled: false };
  const retryAt = Math.max(...over.map((bucket) => (bucket.oldest as Date).getTime() + bucket.windowMs));
  return { throttled: true, retryAt: new Date(retryAt) };
}

export function signInDecision(
  counts: { accountAndAddress: AttemptCount; account: AttemptCount; address: AttemptCount },
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
): ThrottleDecision {
  const windowMs = SIGN_IN_WINDOW_MS;
  return throttleDecision([
    { ...counts.accountAndAddress, limit: limits.signInPerAccountAndAddress, windowMs },
    { ...counts.account, limit: limits.signInPerAccount, windowMs },
    { ...counts.address, limit: limits.signInPerAddress, windowMs },
  ]);
}

export function registrationDecision(
  fromAddress: AttemptCount,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
): ThrottleDecision {
  return throttleDecision([
    { ...fromAddress, limit: limits.registrationsPerAddress, windowMs: REGISTRATION_WINDOW_MS },
  ]);
}

/** Whole minutes, rounded up, never zero. */
export function minutesUntil(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
}

const minutes = (count: number) => countOf(count, "minute");

export function signInRetryMessage(retryAt: Date, now: Date): string {
  return `Too many failed sign-in attempts. Try again in ${minutes(minutesUntil(retryAt, now))}.`;
}

export function registrationRetryMessage(retryAt: Date, now: Date): string {
  return `Too many new accounts from this network. Try again in ${minutes(minutesUntil(retryAt, now))}.`;
}

/** A profile's new e-mail claims an address as a sign-up does, and counts against the same limit. */
export function emailChangeRetryMessage(retryAt: Date, now: Date): string {
  return `Too many e-mail changes from this network. Try again in ${minutes(minutesUntil(retryAt, now))}.`;
}
