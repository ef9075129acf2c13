import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * Reading an uploaded catalogue CSV (docs/catalogue-csv.md): UTF-8 with or without a byte-order
 * mark, comma- or semicolon-separated (whichever the header row uses outside quotes), quoted
 * fields with separators, quotes and line breaks. Records come one at a time, so a 100,000-row
 * file is never a second copy in memory, and the event loop is given back between chunks.
 */

export interface CsvRecord {
  /** The record's row as a spreadsheet numbers it: the header is 1. */
  row: number;
  cells: string[];
}

const BOM = '\uFEFF';

/** The header's separator: the one of ',' and ';' it uses more, outside quotes. */
export function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * An export guards cells that a spreadsheet would run as a formula with a leading quote
 * (lib/csv.ts); reading takes it off again, so an exported file imports as it was.
 */
export function unguarded(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** The file's records, header first; a file that is not UTF-8 text throws. */
export async function* readCsv(bytes: Buffer): AsyncGenerator<CsvRecord> {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const parser = Readable.from([body]).pipe(
    parse({
      delimiter: separatorOf(body),
      relax_column_count: true,
      skip_empty_lines: true,
      // A row of separators only is as empty as a blank line.
      skip_records_with_empty_values: true,
    }),
  );
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    yield { row, cells: cells.map(unguarded) };
  }
}
