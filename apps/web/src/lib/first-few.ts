import { useDeferredValue } from "react";

/**
 * A long list as a screen's first draw shows it: its first `count` items at once, every
 * item a moment later in a render React splits into short slices between the browser's
 * own work, so the first paint does not wait for the items below the fold and no long task
 * blocks a tap meanwhile (docs/performance.md, the main thread). Later changes of the list
 * follow the same way, a moment behind.
 */
export function useFirstFew<T>(items: readonly T[], count: number): readonly T[] {
  const shown = useDeferredValue(items.length, Math.min(count, items.length));
  return shown >= items.length ? items : items.slice(0, shown);
}
