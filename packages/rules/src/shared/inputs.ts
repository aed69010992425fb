/** Input shapes every domain's procedures share, so a message reads the same in each. */
import { z } from "zod";

/** The largest id a row may have: PostgreSQL's integer. */
export const ROW_ID_MAX = 2_147_483_647;

/** A whole number read from a path segment or a query string, where everything is text. */
export const wholeNumberFromText = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

/** How many rows a page of a list holds: 1 to `most`. */
export const pageLimit = (most: number) => wholeNumberFromText("Limit", 1, most);

/** A row's id, from a path or a body: a positive whole number that PostgreSQL's integer holds. */
export const rowId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be a positive number`)
    .max(ROW_ID_MAX, `${what} is too large`);

/** Text that must not be blank once trimmed. */
export const requiredText = (blank: string, max: number, tooLong: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, tooLong);

/** Optional text: trimmed, and left out when blank. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullish();
