/**
 * Counts in words, one way everywhere: '1 minute', '5 minutes', '1,234 likes', '2 wolves'.
 * Every screen and message that says how many of something goes through here, so none
 * says '1 MINUTES'.
 */

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The word for `count` things: 'minute' for 1, 'minutes' (or the `many` given) otherwise. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** The count and its word: '1 minute', '1,234 likes', '2 wolves'. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${wholeNumber.format(count)} ${plural(count, one, many)}`;
}
