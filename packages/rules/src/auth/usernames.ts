/**
 * When two usernames are one name: when they look the same. Names are compared by
 * skeletons (Unicode's UTS #39 confusable detection), and letter case never matters, as
 * before: `Coach`, `COACH`, `cοach` (Greek omicron) and `c0ach` are all `coach`,
 * `ɑdmin` (Latin alpha) is `admin`, `AIphaDemo` (capital i) is `AlphaDemo` and `СОАСН`
 * (Cyrillic capitals) is `COACH`. The database keeps each member's skeletons under
 * unique indexes, so look-alikes clash however many sign up at once.
 *
 * The confusables come from unhomoglyph (Unicode's confusables.txt as data, nothing else).
 */
import unhomoglyph from "unhomoglyph";

/** More rounds than any mapping needs: a prototype maps to itself once lower-cased. */
const MAX_ROUNDS = 4;

/**
 * Each character replaced by the prototype it is confused with, between NFDs as UTS #39
 * says, then lower-cased; again until it stays, since a prototype may be a capital
 * (`0` is confused with `O`). Not for showing: `m` becomes `rn`.
 */
function skeletonOf(text: string): string {
  let skeleton = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = unhomoglyph(skeleton.normalize("NFD")).normalize("NFD").toLowerCase();
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton;
}

export interface UsernameSkeletons {
  /** Of the name in lower case: catches small letters of other scripts (`ɑ`, `ο`, `а`). */
  lower: string;
  /**
   * Of the name in capitals: catches capitals that look like Latin ones only as capitals
   * (`Н`, `Т`, `Κ`), and `I` beside `l`: `AIpha` looks like `Alpha`, so `aipha` is taken too.
   */
  upper: string;
}

/**
 * The two skeletons of a name, after NFKC (full-width letters and ligatures are the same
 * name). Both ignore letter case; two names clash when either skeleton is the same, and
 * neither alone catches every look-alike (see the fields).
 */
export function usernameSkeletons(name: string): UsernameSkeletons {
  const normal = name.normalize("NFKC");
  return { lower: skeletonOf(normal.toLowerCase()), upper: skeletonOf(normal.toUpperCase()) };
}

/** Whether two names would pass for one another, letter case included. */
export function usernamesLookAlike(first: string, second: string): boolean {
  const a = usernameSkeletons(first);
  const b = usernameSkeletons(second);
  return a.lower === b.lower || a.upper === b.upper;
}

/**
 * Names only the WOLFPACK team may take (an admin, or `pnpm admin:create`): a member
 * named like one would speak for the coach. Compared by skeleton and without dots,
 * dashes and underscores, so `ɑdmin`, `Wolf_Pack` and `s.u.p.p.o.r.t` are reserved too.
 */
export const RESERVED_USERNAMES = [
  "coach",
  "headcoach",
  "admin",
  "administrator",
  "wolfpack",
  "support",
  "staff",
  "moderator",
  "mod",
  "help",
  "helpdesk",
  "root",
  "system",
  "sysadmin",
  "superuser",
  "official",
  "team",
  "owner",
  "security",
] as const;

const withoutSeparators = (name: string) => name.replace(/[._-]/g, "");
const reservedSkeletons = RESERVED_USERNAMES.map(usernameSkeletons);
const RESERVED_LOWER = new Set(reservedSkeletons.map((skeletons) => skeletons.lower));
const RESERVED_UPPER = new Set(reservedSkeletons.map((skeletons) => skeletons.upper));

export function isReservedUsername(name: string): boolean {
  const { lower, upper } = usernameSkeletons(withoutSeparators(name));
  return RESERVED_LOWER.has(lower) || RESERVED_UPPER.has(upper);
}

export const USERNAME_TAKEN_MESSAGE = "That username is already taken. Please choose another.";
export const USERNAME_LOOKALIKE_MESSAGE = "That username looks the same as one already taken. Please choose another.";
export const USERNAME_RESERVED_MESSAGE = "That username is reserved for the WOLFPACK team. Please choose another.";
