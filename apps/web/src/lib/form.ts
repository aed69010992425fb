/** A failed check from the shared zod rules, reduced to what a form needs. */
export interface RuleIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * One message per field (the first the rules give), keyed by field name, so each
 * input shows the same words the server would have answered with.
 */
export function fieldErrors<Field extends string>(error: RuleIssues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    if (errors[field as Field] === undefined) errors[field as Field] = issue.message;
  }
  return errors;
}
