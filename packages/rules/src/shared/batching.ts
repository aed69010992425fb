/**
 * How many procedures one tRPC request may carry: the server refuses more, and the web
 * client's batch link never sends more.
 */
export const MAX_BATCH_SIZE = 10;

/** Procedures that check or hash a password: at most one of them per request, so batching multiplies nothing. */
export const ONE_PER_REQUEST: ReadonlySet<string> = new Set(["auth.login", "auth.register"]);

/** Whether a request for these procedures (a batch's paths, in order) may be served. */
export function batchAllowed(procedures: readonly string[]): boolean {
  return (
    procedures.length <= MAX_BATCH_SIZE && procedures.filter((procedure) => ONE_PER_REQUEST.has(procedure)).length <= 1
  );
}
