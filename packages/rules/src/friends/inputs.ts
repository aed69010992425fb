/**
 * Inputs of the friends procedures. Shared by the screens and the server, so a message
 * reads the same in both.
 */
import { z } from "zod";
import { USERNAME_MAX_LENGTH } from "../auth/limits.ts";
import { memberId } from "../shared/member-id.ts";

/** The other member of a friendship. */
export const friendInput = z.object({ memberId: memberId.refine((id) => id !== "me", "Choose another member") });

export const friendRequestInput = z.object({
  username: z
    .string({ error: "Enter a username" })
    .trim()
    .min(1, "Enter a username")
    .max(USERNAME_MAX_LENGTH, "No member has a username that long"),
});

export const memberSearchInput = z.object({
  query: z
    .string({ error: "Type part of a username" })
    .trim()
    .min(1, "Type part of a username")
    .max(USERNAME_MAX_LENGTH),
});
