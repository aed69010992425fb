/**
 * Inputs of the e-book library procedures: the member's entries, buying an e-book and
 * the reading progress. Shared by the library screen and the server.
 */
import { z } from "zod";
import { memberId } from "./training-inputs.ts";

export const ebookId = z.coerce
  .number({ error: "E-book id must be a number" })
  .int("E-book id must be a whole number")
  .min(1, "E-book id must be a positive number")
  .max(2_147_483_647, "E-book id is too large");

export const READING_PROGRESS_MESSAGE = "Reading progress must be a whole percent from 0 to 100";

/** How far the member has read, as a whole percent. A JSON number: text is refused. */
export const readingProgress = z
  .number({ error: READING_PROGRESS_MESSAGE })
  .int(READING_PROGRESS_MESSAGE)
  .min(0, READING_PROGRESS_MESSAGE)
  .max(100, READING_PROGRESS_MESSAGE);

/** A member's library: their own ("me"), or any member's for an admin. */
export const ebookLibraryInput = z.object({ memberId: memberId.default("me") }).default({ memberId: "me" });

export const ebookBuyInput = z.object({ ebookId });

/** The signed-in member's progress in one e-book: a path may name them as "me" or by id, never another member. */
export const ebookProgressInput = z.object({ memberId: memberId.default("me"), ebookId, progress: readingProgress });
