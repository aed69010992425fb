/**
 * Whole numbers below `n`, one after another from a seed: test data that looks random but
 * is the same on every run, so a failure can be replayed.
 */
export function seededNumbers(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}
