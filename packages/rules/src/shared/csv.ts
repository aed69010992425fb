/**
 * Comma-separated values as spreadsheets read them (RFC 4180): a field holding a comma,
 * a quote or a line break is quoted, quotes doubled, lines ended with CRLF. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is opened
 * with an apostrophe, so a member's name like "=HYPERLINK(...)" stays text in the
 * coach's export. Numbers are written as they are, negative ones included.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line per row, each ended with CRLF: a file written a part at a time adds them as they come. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** The header line and one line per row, each ended with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/**
 * The byte order mark that opens a file: without it Excel reads the file in the computer's
 * own code page, and a member's name in another script turns into noise. Other spreadsheets
 * skip it.
 */
export const SPREADSHEET_BOM = "\uFEFF";
