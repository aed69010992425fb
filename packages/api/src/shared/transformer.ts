/**
 * The wire format of /api/trpc: superjson, with a short cut for answers that are plain
 * JSON already (strings, finite numbers, booleans, null, arrays and plain objects), or
 * plain JSON and Dates, as nearly all are. superjson walks every value, notes the ones
 * JSON cannot carry and copies the tree; for a list of a hundred workouts that cost ten
 * times the JSON itself, and for the signed-in member (a dozen Dates) more than reading
 * them from the database. Such an answer is sent as `{ json }`, or `{ json, meta }` with
 * the Dates' paths noted as superjson notes them (a Date is written as its ISO time by
 * JSON itself), so the web app's superjson reads it unchanged. Anything else (undefined,
 * a Map, an invalid Date, a key superjson would have to escape, an object met twice, which
 * superjson notes as the same) goes through superjson as before; inputs always do.
 */
import superjson from "superjson";

/** Deeper than this, superjson decides. */
const MAX_DEPTH = 32;

/** Stands for "superjson must do it": the walk found something it does not write itself. */
const NOT_SIMPLE = Symbol("not simple");

/**
 * Walks an answer, adding the superjson path of every Date in it to `dates` (`keys` holds
 * the keys down to `value`: a path is only joined for a Date); NOT_SIMPLE when something
 * in it needs superjson.
 */
function walk(value: unknown, keys: string[], dates: string[], seen: Set<object>): typeof NOT_SIMPLE | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : NOT_SIMPLE;
  if (typeof value !== "object" || keys.length >= MAX_DEPTH || seen.has(value)) return NOT_SIMPLE;
  seen.add(value);
  if (value instanceof Date) {
    // At the top superjson writes its note differently.
    if (keys.length === 0 || Number.isNaN(value.getTime())) return NOT_SIMPLE;
    dates.push(keys.join("."));
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      keys.push(String(index));
      const found = walk(value[index], keys, dates, seen);
      keys.pop();
      if (found === NOT_SIMPLE) return NOT_SIMPLE;
    }
    return undefined;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return NOT_SIMPLE;
  for (const key in value) {
    // superjson escapes dots and backslashes in a path, and an empty key at the top reads as
    // the top: such a key is left to it.
    if (!Object.hasOwn(value, key) || key === "" || key.includes(".") || key.includes("\\")) return NOT_SIMPLE;
    keys.push(key);
    const found = walk((value as Record<string, unknown>)[key], keys, dates, seen);
    keys.pop();
    if (found === NOT_SIMPLE) return NOT_SIMPLE;
  }
  return undefined;
}

type Meta = { values: Record<string, ["Date"]>; v: 1 };

/** The note superjson would send with an answer (undefined: none), or NOT_SIMPLE. */
function metaOf(value: unknown): Meta | undefined | typeof NOT_SIMPLE {
  const dates: string[] = [];
  if (walk(value, [], dates, new Set()) === NOT_SIMPLE) return NOT_SIMPLE;
  if (dates.length === 0) return undefined;
  const values: Record<string, ["Date"]> = {};
  for (const path of dates) values[path] = ["Date"];
  return { values, v: 1 };
}

// A frozen answer (a shared catalogue) is serialised once: tRPC's response keeps its JSON
// (patches/@trpc__server@11.19.0.patch), so it is walked here only the first time.
export const transformer = {
  serialize: (value: unknown): unknown => {
    const meta = metaOf(value);
    if (meta === NOT_SIMPLE) return superjson.serialize(value);
    return meta === undefined ? { json: value } : { json: value, meta };
  },
  deserialize: <T>(payload: unknown): T =>
    superjson.deserialize<T>(payload as Parameters<typeof superjson.deserialize>[0]),
};
