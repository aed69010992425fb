/**
 * Input rules shared by the server and the web app's forms, so a message reads the same
 * wherever it shows. Imports nothing but zod: safe to bundle in the browser.
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Invalid email address" }));

export const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, numbers, dots, dashes and underscores only");

/** A picture: a path served by this app or an http(s) address; blank means none. */
export const pictureUrl = z
  .string()
  .trim()
  .max(2048, "Image address is too long")
  .refine((value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value), {
    message: "Image must be a web address (http or https)",
  })
  .transform((value) => (value === "" ? null : value))
  .nullish();

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

export const membershipTier = z.enum(["free", "premium"], {
  error: "Membership tier must be free or premium",
});

export const registerInput = z.object({
  username,
  email,
  password: newPassword,
  avatar: pictureUrl,
  timezone: timezone.optional(),
});

export const loginInput = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  timezone: timezone.optional(),
});

export const selectMembershipInput = z.object({ membershipTier });

export const profileInput = z.object({
  username,
  email,
  avatar: pictureUrl,
  beforePhoto: pictureUrl,
  afterPhoto: pictureUrl,
  timezone: timezone.optional(),
});

export type RegisterInput = z.input<typeof registerInput>;
export type LoginInput = z.input<typeof loginInput>;
export type ProfileInput = z.input<typeof profileInput>;
