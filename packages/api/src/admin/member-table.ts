/**
 * The whole member table, for the coach's CSV export and for scripts: read a page at a
 * time through `admin.memberExport`, so what is held in memory is one page whatever the
 * size of the pack, and only an admin gets past the first page.
 */

import type { inferRouterOutputs } from "@trpc/server";
import { MEMBER_CSV_HEADER, memberCsvCells, memberCsvFileName } from "@wolfpack/rules/admin/dashboard";
import { csvLines, SPREADSHEET_BOM } from "@wolfpack/rules/shared/csv";
import type { adminRouter } from "./admin-router.ts";

type MemberExport = inferRouterOutputs<typeof adminRouter>["memberExport"];

/** What the table needs of a `Caller`, typed from the admin router alone: index.ts re-exports this file, so importing it back would close a circle. */
interface Caller {
  admin: { memberExport(input: { cursor: string | null }): Promise<MemberExport> };
}

export type MemberTableRow = MemberExport["rows"][number];

/** Every member, one page after another. */
export async function* everyMember(api: Caller): AsyncGenerator<MemberTableRow[]> {
  for (let cursor: string | null = null; ; ) {
    const page: MemberExport = await api.admin.memberExport({ cursor });
    yield page.rows;
    cursor = page.nextCursor;
    if (cursor === null) return;
  }
}

/** A file the server sends as it is written. */
export interface WrittenFile {
  name: string;
  /** The file's text in order; the first part is ready only once access was granted. */
  parts: AsyncIterable<string>;
}

/** The member table as a CSV file: the header, then a part per page of members. */
export function memberTableCsv(api: Caller, now = new Date()): WrittenFile {
  return { name: memberCsvFileName(now), parts: csvParts(api) };
}

async function* csvParts(api: Caller): AsyncGenerator<string> {
  let opening = `${SPREADSHEET_BOM}${csvLines([MEMBER_CSV_HEADER])}`;
  for await (const rows of everyMember(api)) {
    yield opening + csvLines(rows.map(memberCsvCells));
    opening = "";
  }
}
