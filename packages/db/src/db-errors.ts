/** Fields the drivers put on their errors; drizzle wraps them, so they are looked for along the cause chain. */
interface DriverError {
  code?: unknown;
  severity?: unknown;
  constraint_name?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** An error and the errors it wraps, outermost first (a few deep at most). */
function* causeChain(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as DriverError;
    yield candidate;
    current = candidate.cause;
  }
}

/** PostgreSQL's code for a unique constraint violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * The name of the unique constraint an insert or update broke, or null when the error is
 * something else. postgres-js and PGlite name the constraint differently.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const candidate of causeChain(error)) {
    if (candidate.code === UNIQUE_VIOLATION) {
      const name = candidate.constraint_name ?? candidate.constraint;
      return typeof name === "string" ? name : "";
    }
  }
  return null;
}

/** Whether an insert or update broke a unique constraint, whichever. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}

/** PostgreSQL's code for a row that names another that does not exist (or no longer does). */
const FOREIGN_KEY_VIOLATION = "23503";

/** Whether an insert named a row that is not there: a post deleted, a member gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const candidate of causeChain(error)) {
    if (candidate.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/** The driver's and the network's words for a connection that failed, closed or was cut. */
const CONNECTION_LOST = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Whether an error means the database is away rather than that the request was wrong: no
 * connection, a connection closed or cut, or PostgreSQL ending the session (FATAL: an
 * administrator or a failover ending it, a database refusing connections, too many
 * clients) or reporting a connection exception (SQLSTATE class 08). The same request may
 * well succeed a moment later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of causeChain(error)) {
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (CONNECTION_LOST.has(code) || code.startsWith("08")) return true;
    if (candidate.severity === "FATAL" || candidate.severity === "PANIC") return true;
  }
  return false;
}
