import type { Database } from "@wolfpack/db";

/**
 * How long a process keeps a catalogue it read: the workouts, gear, e-books and
 * achievements. No procedure writes them (they come from the seed and from the database
 * itself), yet nearly every screen and every workout completion reads them; reading and
 * decoding the hundred workout cards alone cost about four times a whole signed-in
 * GET /api/auth/me. A catalogue is read again as soon as a member's session lookup finds
 * the catalogues' count of writes moved (noteCatalogueVersion; migration 0019), and at the
 * latest after this time, for a server no member asks.
 */
export const CATALOGUE_TTL_MS = 10_000;

/**
 * Freezes arrays and plain objects all the way down. A catalogue is shared by every
 * request of the process, so nothing may change it; and a frozen answer is one the
 * server may serialise once and send again (the REST adapter does).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}

interface Entry {
  rows: Promise<unknown>;
  readAt: number;
  /** The catalogues' count the last session lookup had read when this was read: the rows are at least as new. */
  version: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();
/** The highest catalogues' count a session lookup has read, per database. */
const versions = new WeakMap<Database, number>();

/**
 * The catalogues' count of writes a session lookup read (session.ts): a catalogue read at a
 * lower count is read again, so an answer kept with this count is never made of an older one.
 */
export function noteCatalogueVersion(db: Database, version: number): void {
  if (version > (versions.get(db) ?? -1)) versions.set(db, version);
}

/**
 * `read()` once for each database and name while the catalogues' count stands, and at most
 * once per CATALOGUE_TTL_MS; what it gives is frozen.
 */
export function catalogue<T>(db: Database, name: string, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = versions.get(db) ?? -1;
  const cached = cache.get(name);
  if (cached && cached.version === version && Date.now() - cached.readAt < CATALOGUE_TTL_MS) {
    return cached.rows as Promise<T>;
  }
  const rows = read().then(deepFreeze);
  const entry = { rows, readAt: Date.now(), version };
  cache.set(name, entry);
  // A failed read is not kept: the next request tries again.
  rows.catch(() => {
    if (cache.get(name) === entry) cache.delete(name);
  });
  return rows;
}
