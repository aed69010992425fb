import { TRPCError } from "@trpc/server";
import type { ThrottleLimits } from "@wolfpack/rules/auth/throttle";

/** Who is asking, as the throttles see it. */
export interface Requester {
  clientAddress: string;
  limits?: ThrottleLimits;
  /** Told when to come back after a refusal (the Retry-After header). */
  resHeaders?: Headers;
}

/** 429 with the rule's message, and the seconds to wait in Retry-After. */
export function tooManyAttempts(requester: Requester, retryAt: Date, now: Date, message: string): TRPCError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  requester.resHeaders?.set("retry-after", String(seconds));
  return new TRPCError({ code: "TOO_MANY_REQUESTS", message });
}
