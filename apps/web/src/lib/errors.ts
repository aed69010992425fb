/**
 * What a failure toast may tell a member. Only a message the server itself wrote is
 * shown; a network failure or a reply that is not the API's own gets the caller's
 * fallback line instead of a technical text like "Failed to fetch".
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !("shape" in error)) return null;
  const shape = (error as { shape?: unknown }).shape;
  if (!shape || typeof shape !== "object") return null;
  const message = (shape as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

/** The server's message, or the fallback the spec names for that situation. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The API answered 401: the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof Error) || !("data" in error)) return false;
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== "object") return false;
  const { httpStatus, code } = data as { httpStatus?: unknown; code?: unknown };
  return httpStatus === 401 || code === "UNAUTHORIZED";
}
