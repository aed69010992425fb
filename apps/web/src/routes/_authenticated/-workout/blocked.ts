import { serverMessage } from "../../../lib/errors.ts";

/** Why a workout cannot be shown: it does not exist, or it is locked for a free member. */
export type BlockedWorkout = { reason: "not-found" } | { reason: "locked"; message: string };

/** The tRPC error code of a failed call ('NOT_FOUND', 'FORBIDDEN'...), or null for anything else. */
function errorCode(error: unknown): string | null {
  if (!(error instanceof Error) || !("data" in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== "object") return null;
  const code = (data as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}

/**
 * A missing or locked workout is an answer, not a failure: the screen says 'Workout not
 * found' or shows the way to premium instead of the error card. Anything else is thrown on.
 */
export function blockedWorkout(error: unknown): BlockedWorkout {
  const code = errorCode(error);
  if (code === "NOT_FOUND") return { reason: "not-found" };
  if (code === "FORBIDDEN") {
    return {
      reason: "locked",
      message: serverMessage(error) ?? "This workout is part of PREMIUM WOLF. Upgrade to unlock it.",
    };
  }
  throw error;
}
