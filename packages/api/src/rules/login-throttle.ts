/** Failed sign-ins allowed for one e-mail within the window before further tries are refused. */
export const MAX_FAILURES_PER_EMAIL = 10;
/** A higher bound for one client address, which may try many e-mails. */
export const MAX_FAILURES_PER_CLIENT = 50;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface FailureCount {
  count: number;
  /** The oldest failure still inside the window. */
  oldest: Date | null;
}

export type ThrottleDecision = { throttled: false } | { throttled: true; retryAt: Date };

/** Whether a sign-in may be tried now, given the recent failures for its e-mail and client. */
export function loginThrottle(email: FailureCount, client: FailureCount): ThrottleDecision {
  const over = [
    email.count >= MAX_FAILURES_PER_EMAIL ? email.oldest : null,
    client.count >= MAX_FAILURES_PER_CLIENT ? client.oldest : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (over.length === 0) return { throttled: false };
  const latest = Math.max(...over.map((oldest) => oldest.getTime()));
  return { throttled: true, retryAt: new Date(latest + THROTTLE_WINDOW_MS) };
}

export function retryMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
