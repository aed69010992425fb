/**
 * What the phone keeps (the query cache and its write queue, docs/offline.md) as JSON, with
 * its dates as `{"$date": <ms>}`: the one kind of value the screens' data holds that JSON
 * does not. superjson's walk of a whole cache, written right after the first screen, blocked
 * a phone's main thread for 80 ms at Lighthouse's 4x (docs/performance.md).
 */
export function keptText(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, written) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : written;
  });
}

export function fromKeptText<T>(text: string): T {
  return JSON.parse(text, (_key, value) =>
    value !== null && typeof value === "object" && typeof value.$date === "number" && Object.keys(value).length === 1
      ? new Date(value.$date)
      : value,
  ) as T;
}
