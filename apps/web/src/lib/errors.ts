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

/** The server's message, or the screen's fallback line for that situation (docs/rules.md, Screens). */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * The server's words when it refused what the member sent (400) or how often they sent it
 * (429, saying when to try again); for any other failure, the screen's fallback line.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  const refused = data?.httpStatus === 400 || data?.httpStatus === 429;
  return (refused ? serverMessage(error) : null) ?? fallback;
}

/** The API answered 401: the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof Error) || !("data" in error)) return false;
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== "object") return false;
  const { httpStatus, code } = data as { httpStatus?: unknown; code?: unknown };
  return httpStatus === 401 || code === "UNAUTHORIZED";
}

/** When a screen's data could not be had and the server said nothing a member can read. */
export const UNREACHABLE_MESSAGE = "We could not reach the WOLFPACK servers. Check your connection and try again.";
/** When the screen itself failed (a fault in the app, not the network). */
export const BROKEN_SCREEN_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * What the error card says about a screen that did not load: the server's own words when
 * it wrote some, else whether the API could not be reached or the screen itself failed.
 * Never the raw error (a stack trace, "Failed to fetch", "Unexpected token <").
 */
export function loadFailureMessage(error: unknown): string {
  const written = serverMessage(error);
  if (written) return written;
  const fromApi = error instanceof Error && error.name === "TRPCClientError";
  return fromApi ? UNREACHABLE_MESSAGE : BROKEN_SCREEN_MESSAGE;
}
