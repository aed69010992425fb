/**
 * Inputs of the e-book library procedures: the member's entries, buying an e-book and
 * the reading progress. Shared by the library screen and the server.
 */
import { z } from "zod";
import { rowId } from "../shared/inputs.ts";
import { memberId } from "../shared/member-id.ts";

export const ebookId = rowId("E-book id");

export const READING_PROGRESS_MESSAGE = "Reading progress must be a whole percent from 0 to 100";

/** How far the member has read, as a whole percent. A JSON number: text is refused. */
export const readingProgress = z
  .number({ error: READING_PROGRESS_MESSAGE })
  .int(READING_PROGRESS_MESSAGE)
  .min(0, READING_PROGRESS_MESSAGE)
  .max(100, READING_PROGRESS_MESSAGE);

/** A member's library: their own ("me"), or any member's for an admin. */
export const ebookLibraryInput = z.object({ memberId: memberId.default("me") }).default({ memberId: "me" });

/** One e-book, by its id: to buy it or to open its file. */
export const oneEbookInput = z.object({ ebookId });

/** The signed-in member's progress in one e-book: a path may name them as "me" or by id, never another member. */
export const ebookProgressInput = z.object({ memberId: memberId.default("me"), ebookId, progress: readingProgress });

/** The library's list: every e-book, or the featured ones only. */
export const ebookListInput = z.object({ featured: z.boolean().optional() }).optional();
