/**
 * Inputs of the account procedures (signing up, signing in, the member's own details),
 * shared by the server and the web app's forms, so a message reads the same wherever it
 * shows. Zod and the account rules only: safe to bundle in the browser.
 */
import { z } from "zod";
import { countryNamed } from "./countries.ts";
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "./limits.ts";
import {
  isAppAvatar,
  isUploadedPicture,
  notAPictureMessage,
  type PictureField,
  pictureChoiceMessage,
  pictureKind,
  pictureProblem,
  REGISTER_AVATAR_MESSAGE,
} from "./pictures.ts";

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Invalid email address" }));

export const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters")
  .refine((value) => value.trim() !== "", { message: "Password cannot be only spaces" });

/** Characters, not UTF-16 units: '狼王' is two. */
const characterCount = (value: string) => [...value].length;

/**
 * Letters and digits of any script (with their combining marks), dots, dashes and
 * underscores; stored in NFC so that the same name typed on two keyboards is one name.
 * Uniqueness ignores letter case (the database compares lower-cased names).
 */
export const username = z
  .string({ error: "Username is required" })
  .trim()
  .transform((value) => value.normalize("NFC"))
  .refine((value) => characterCount(value) >= USERNAME_MIN_LENGTH, {
    message: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  })
  .refine((value) => characterCount(value) <= USERNAME_MAX_LENGTH, {
    message: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  })
  .refine((value) => /^[\p{L}\p{M}\p{N}_.-]+$/u.test(value), {
    message: "Username may use letters, numbers, dots, dashes and underscores only",
  });

/**
 * A picture given by its path: one of the app's avatars, or an upload's path, which only
 * keeps the current picture (see keptOrChosenPicture); "" or null removes it. Anything else
 * (a web address, another path of the app, a data: URL) is refused, and nothing is stored.
 */
function pictureChoice(field: PictureField) {
  return z
    .string({ error: pictureChoiceMessage(field) })
    .trim()
    .refine((value) => value === "" || isAppAvatar(value) || isUploadedPicture(value), {
      message: pictureChoiceMessage(field),
    })
    .transform((value) => (value === "" ? null : value))
    .nullish();
}

/**
 * A picture uploaded as a file: its bytes, checked by content and size; the kind is
 * kept so the file is stored under the right name.
 */
function pictureUpload(field: PictureField) {
  return z
    .instanceof(Uint8Array, { error: notAPictureMessage(field) })
    .transform((bytes, ctx) => {
      const kind = pictureKind(bytes);
      const problem = pictureProblem(field, bytes.length, bytes);
      if (kind === null || problem !== null) {
        ctx.addIssue({ code: "custom", message: problem ?? notAPictureMessage(field) });
        return z.NEVER;
      }
      return { bytes, kind };
    })
    .optional();
}

/**
 * A member's country, for the national leaderboard: one of the list, stored in its one
 * spelling ("usa" and "United States" are USA), so a country never splits into two boards.
 */
export const country = z
  .string({ error: "Country must be text" })
  .trim()
  .min(1, "Choose a country")
  .max(64)
  .transform((name, ctx) => {
    const known = countryNamed(name);
    if (known === null) ctx.addIssue({ code: "custom", message: "Choose a country from the list" });
    return known ?? z.NEVER;
  });

export const timezone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown time zone" },
  );

export const registerInput = z.object({
  username,
  email,
  password: newPassword,
  // One of the app's avatars or none: uploads come later, in settings (an upload's path
  // here would claim another member's file).
  avatar: z
    .string({ error: REGISTER_AVATAR_MESSAGE })
    .trim()
    .refine((value) => value === "" || isAppAvatar(value), { message: REGISTER_AVATAR_MESSAGE })
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  timezone: timezone.optional(),
});

export const loginInput = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  timezone: timezone.optional(),
});

/**
 * The member's own details. Each picture is kept when left out, removed by "" or null, set
 * to one of the app's avatars, or replaced by uploading its bytes (`avatarUpload`…), which win over the
 * address. Country and time zone are kept when left out.
 */
export const profileInput = z.object({
  username,
  email,
  avatar: pictureChoice("avatar"),
  beforePhoto: pictureChoice("beforePhoto"),
  afterPhoto: pictureChoice("afterPhoto"),
  avatarUpload: pictureUpload("avatar"),
  beforePhotoUpload: pictureUpload("beforePhoto"),
  afterPhotoUpload: pictureUpload("afterPhoto"),
  country: country.optional(),
  timezone: timezone.optional(),
});

export type RegisterInput = z.input<typeof registerInput>;
export type LoginInput = z.input<typeof loginInput>;
export type ProfileInput = z.input<typeof profileInput>;
