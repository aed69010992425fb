/** A count as a whole number: negatives and non-numbers are 0, fractions round down. */
export function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
