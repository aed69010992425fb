/** Beyond every serial id: a newest-first list's first page starts below it. */
export const BEFORE_EVERY_ID = 2_147_483_647;

/**
 * Lists are read one row past the page: that row only says there is more. The answer is
 * the page and the cursor of the next one (the page's last key), or null at the end.
 */
export function pageOf<Row, Cursor>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor,
): { page: Row[]; nextCursor: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
