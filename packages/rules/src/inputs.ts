/**
 * Input rules shared by the server and the web app's forms, so a message reads the same
 * wherever it shows. Imports nothing but zod: safe to bundle in the browser.
 */
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "./account-limits.ts";
import { countryNamed } from "./countries.ts";
import { MEMBERSHIP_TIERS } from "./enums.ts";
import { isUploadedPicture, notAPictureMessage, type PictureField, pictureKind, pictureProblem } from "./pictures.ts";

export { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "./account-limits.ts";

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

const PICTURE_MESSAGE = "Image must be a web address (https) or a picture of this app";

/**
 * A picture: a path served by this app or a web address; blank means none. A plain
 * http:// address is taken as https://, since the app (served over HTTPS) may only show
 * secure images. '//host/x.png' and '/\host' look like paths but leave the site: refused.
 */
export const pictureUrl = z
  .string()
  .trim()
  .max(2048, "Image address is too long")
  .refine((value) => value === "" || isAppPath(value) || isWebAddress(value), { message: PICTURE_MESSAGE })
  .transform((value) => (value === "" ? null : value.replace(/^http:\/\//i, "https://")))
  .nullish();

function isAppPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") && !/\s/.test(value);
}

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
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

export const membershipTier = z.enum(MEMBERSHIP_TIERS, {
  error: "Membership tier must be free or premium",
});

export const registerInput = z.object({
  username,
  email,
  password: newPassword,
  // Uploads come later, in settings; an address of one here would claim another member's file.
  avatar: pictureUrl.refine((value) => !value || !isUploadedPicture(value), {
    message: "Upload your avatar in Settings once you have signed up",
  }),
  timezone: timezone.optional(),
});

export const loginInput = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  timezone: timezone.optional(),
});

export const selectMembershipInput = z.object({ membershipTier });

/**
 * The member's own details. Each picture is kept when left out, removed by "" or null, set
 * to an address, or replaced by uploading its bytes (`avatarUpload`…), which win over the
 * address. Country and time zone are kept when left out.
 */
export const profileInput = z.object({
  username,
  email,
  avatar: pictureUrl,
  beforePhoto: pictureUrl,
  afterPhoto: pictureUrl,
  avatarUpload: pictureUpload("avatar"),
  beforePhotoUpload: pictureUpload("beforePhoto"),
  afterPhotoUpload: pictureUpload("afterPhoto"),
  country: country.optional(),
  timezone: timezone.optional(),
});

export type RegisterInput = z.input<typeof registerInput>;
export type LoginInput = z.input<typeof loginInput>;
export type ProfileInput = z.input<typeof profileInput>;
