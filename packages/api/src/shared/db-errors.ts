import { TRPCError } from "@trpc/server";

/** How long a client is told to wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with a message people can act on, and Retry-After: the request itself was fine. */
export function databaseUnavailable(resHeaders: Headers, cause: unknown): TRPCError {
  resHeaders.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  return new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: "The database is not answering. Please try again in a moment.",
    cause,
  });
}
