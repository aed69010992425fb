/** PostgreSQL's code for a unique constraint violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * The name of the unique constraint an insert or update broke, or null when the error is
 * something else. Drizzle wraps driver errors, and postgres-js and PGlite name the
 * constraint differently, so both are looked for along the cause chain.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      const name = candidate.constraint_name ?? candidate.constraint;
      return typeof name === "string" ? name : "";
    }
    current = candidate.cause;
  }
  return null;
}

/** PostgreSQL's code for a row that names another that does not exist (or no longer does). */
const FOREIGN_KEY_VIOLATION = "23503";

/** Whether an insert named a row that is not there: a post deleted, a member gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) return true;
    current = candidate.cause;
  }
  return false;
}
