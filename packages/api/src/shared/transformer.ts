/**
 * The wire format of /api/trpc: superjson, with a short cut for answers that are plain
 * JSON already (strings, finite numbers, booleans, null, arrays and plain objects), as
 * most are. superjson walks every value to note the ones JSON cannot carry; for a list
 * of a hundred workouts that walk cost ten times the JSON itself. Such an answer is sent
 * as `{ json }`, exactly what superjson would send for it (it adds `meta` only when
 * there is something to note), so the web app's superjson reads it unchanged. Anything
 * else (a Date, undefined, a Map…) goes through superjson as before; inputs always do.
 */
import superjson from "superjson";

/** Deeper than this, superjson decides (it also copes with cycles, which a walk here would not). */
const MAX_DEPTH = 32;

function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

const plainWhenFrozen = new WeakMap<object, boolean>();

/** A frozen value (a shared catalogue) cannot change, so it is walked once. */
function isPlainJsonAnswer(value: unknown): boolean {
  if (value === null || typeof value !== "object" || !Object.isFrozen(value)) return isPlainJson(value);
  let plain = plainWhenFrozen.get(value);
  if (plain === undefined) {
    plain = isPlainJson(value);
    plainWhenFrozen.set(value, plain);
  }
  return plain;
}

export const transformer = {
  serialize: (value: unknown): unknown => (isPlainJsonAnswer(value) ? { json: value } : superjson.serialize(value)),
  deserialize: <T>(payload: unknown): T =>
    superjson.deserialize<T>(payload as Parameters<typeof superjson.deserialize>[0]),
};
