/**
 * Inputs of the group procedures. Shared by the screens and the server, so a message
 * reads the same in both.
 */
import { z } from "zod";
import { optionalText, requiredText, rowId } from "../shared/inputs.ts";
import { DEFAULT_GROUP_SIZE, GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, MAX_GROUP_SIZE, MIN_GROUP_SIZE } from "./groups.ts";

export const groupId = rowId("Group id");
export const groupIdInput = z.object({ groupId });

export const groupCreateInput = z.object({
  name: requiredText(
    "Give the group a name",
    GROUP_NAME_MAX,
    `Group name must be at most ${GROUP_NAME_MAX} characters`,
  ),
  description: optionalText("Description", GROUP_DESCRIPTION_MAX),
  maxMembers: z.coerce
    .number({ error: "Group size must be a number" })
    .int("Group size must be a whole number")
    .min(MIN_GROUP_SIZE, `Group size must be between ${MIN_GROUP_SIZE} and ${MAX_GROUP_SIZE}`)
    .max(MAX_GROUP_SIZE, `Group size must be between ${MIN_GROUP_SIZE} and ${MAX_GROUP_SIZE}`)
    .default(DEFAULT_GROUP_SIZE),
});

export const groupSearchInput = z.object({ query: z.string().trim().max(GROUP_NAME_MAX).optional() }).default({});
