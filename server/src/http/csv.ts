/**
 * CSV for spreadsheets (RFC 4180): CRLF line ends, a field quoted when it holds a comma, a quote,
 * CR or LF, quotes doubled. A cell a spreadsheet would read as a formula (starting with =, +, -,
 * @, tab or CR) gets a leading single quote (docs/product.md §10), so a memo such as
 * `=HYPERLINK(...)` shows as text and runs nothing. A plain decimal number such as `-40.00` is
 * no formula and stays a number, so a spreadsheet can still sum the amounts.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file: a header row, then one line per row. It starts with a UTF-8 byte order mark,
 * which is how Excel knows the file is UTF-8 (Korean memos would be garbled without it).
 */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The Content-Disposition of a download named `filename` (plain ASCII names only). */
export const attachment = (filename: string) => `attachment; filename="${filename}"`;
