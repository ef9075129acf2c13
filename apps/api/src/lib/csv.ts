/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF lines, a cell quoted when it holds a comma,
 * a quote or a line break, its quotes doubled), made safe to open in a spreadsheet: a cell that
 * starts with = + - @ (or a tab or carriage return) would be read as a formula, so it is
 * prefixed with a single quote (OWASP "CSV injection"). A byte-order mark first, so Excel reads
 * the UTF-8 (Arabic names) as UTF-8.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = '\uFEFF';

/** One record, with its line break. */
export function toCsvLine(row: readonly (string | number | null)[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${CSV_BOM}${rows.map(toCsvLine).join('')}`;
}
