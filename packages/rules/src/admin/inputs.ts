/** Inputs of the admin procedures. */
import { z } from "zod";
import { USERNAME_MAX_LENGTH } from "../auth/limits.ts";
import { pageLimit } from "../shared/inputs.ts";

export const ENGAGEMENT_PAGE_SIZE = 50;
export const ENGAGEMENT_PAGE_MAX = 200;

/**
 * A page of the member table, most recently active first: `cursor` is the last page's
 * `nextCursor`, `search` the start of a username (any case).
 */
export const engagementInput = z
  .object({
    cursor: z.string({ error: "Cursor must be text" }).max(100, "Cursor is not one this server gave").nullish(),
    search: z
      .string({ error: "Search must be text" })
      .trim()
      .max(USERNAME_MAX_LENGTH, `Search at most ${USERNAME_MAX_LENGTH} characters`)
      .optional(),
    limit: pageLimit(ENGAGEMENT_PAGE_MAX).default(ENGAGEMENT_PAGE_SIZE),
  })
  .default({ limit: ENGAGEMENT_PAGE_SIZE });

export const MEMBER_EXPORT_PAGE_SIZE = 1000;

/**
 * A page of every member for the coach's export, by member id: `cursor` is the last page's
 * `nextCursor`. An order no sign-in changes, so a long export neither skips nor repeats anyone.
 */
export const memberExportInput = z
  .object({
    cursor: z.uuid({ error: "Cursor is not one this server gave" }).nullish(),
    limit: pageLimit(MEMBER_EXPORT_PAGE_SIZE).default(MEMBER_EXPORT_PAGE_SIZE),
  })
  .default({ limit: MEMBER_EXPORT_PAGE_SIZE });
