/**
 * Which member a call is about: the signed-in member ("me") or one named by id, as the
 * training, habit, e-book and pack procedures take it.
 */
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's id, or "me" for the signed-in member. */
export const memberId = z
  .string({ error: "Member id is required" })
  .trim()
  .refine((value) => value === "me" || UUID.test(value), { message: "Member id must be 'me' or a member's id" });

export const memberInput = z.object({ memberId: memberId.default("me") });
