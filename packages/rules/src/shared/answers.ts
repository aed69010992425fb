/**
 * Pieces of the answers every domain gives, as the REST contract documents them
 * (docs/rest.md): an instant, a calendar day, a row id. A procedure's answer is held to
 * its schema by TypeScript where the route is declared, and by the contract test.
 */
import { z } from "zod";

/** An instant: a Date in the procedure, ISO 8601 text in JSON. */
export const instant = z.date();

/** A day of the member's calendar, "2026-11-24". */
export const calendarDay = z.iso.date();

/** A row's id. */
export const rowIdAnswer = z.number().int().positive();

/** A member's id. */
export const memberIdAnswer = z.uuid();

/** An answer that only says it was done. */
export const done = z.object({ success: z.literal(true) });
