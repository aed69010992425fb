/** Inputs of the membership procedures. */
import { z } from "zod";
import { MEMBERSHIP_TIERS } from "./membership.ts";

export const membershipTier = z.enum(MEMBERSHIP_TIERS, {
  error: "Membership tier must be free or premium",
});

export const selectMembershipInput = z.object({ membershipTier });
