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

/**
 * Procedures that answer a catalogue, the same for every member of a kind (the workout list:
 * 29 KB of JSON). The web client sends them in a request of their own, whose compressed
 * answer the server keeps and sends again; batched with a member's own reads, the whole
 * answer would be written and compressed afresh every time (docs/performance.md).
 */
export const CATALOGUE_PROCEDURES: ReadonlySet<string> = new Set(["workout.list", "gear.list", "achievement.list"]);
