import { MAX_STOCK, TEXT_LIMITS } from '@storefront/contracts/admin-catalogue';
import {
  CATALOGUE_CSV_COLUMNS,
  CATEGORY_SEPARATOR,
  type CatalogueCsvColumn,
  IMPORT_ERROR_CODES,
  type ImportErrorCode,
  type ImportWarningCode,
  PRODUCT_COLUMNS,
} from '@storefront/contracts/admin-imports';
import { INT4_MAX } from '@storefront/contracts/input-rules';
import type { CsvRecord } from './csv-file.ts';

/**
 * A file's rows as changes to products (docs/catalogue-csv.md): grouped by handle, each cell
 * read and checked on its own. What a row means for the product as it is (a new variation, a
 * category to find) is merge.ts's.
 */

/** What one row says about its variation (or, without options, about the product). */
export interface LinePatch {
  row: number;
  sku?: string;
  /** option1_value, option2_value: null when blank (the patch is stored as JSON). */
  values: (string | null)[];
  price?: number;
  stock?: number;
  pictures?: string[];
  /** Columns whose cell was wrong (already reported): not "missing" as well. */
  bad: CatalogueCsvColumn[];
}

export interface ProductFields {
  name_en?: string;
  name_ar?: string;
  description_en?: string;
  description_ar?: string;
  category?: string;
  brand?: string;
  published?: boolean;
  option1_name?: string;
  option2_name?: string;
}

export interface ProductPatch {
  handle: string;
  /** The file's row numbers of its rows, first to last. */
  rows: number[];
  fields: ProductFields;
  lines: LinePatch[];
}

export interface Problem {
  row: number;
  column: string | null;
  value: string;
  code: ImportErrorCode | ImportWarningCode;
  values?: Record<string, number>;
}

const LIMITS: Partial<Record<CatalogueCsvColumn, number>> = {
  handle: TEXT_LIMITS.sku,
  sku: TEXT_LIMITS.sku,
  name_en: TEXT_LIMITS.name,
  name_ar: TEXT_LIMITS.name,
  description_en: TEXT_LIMITS.description,
  description_ar: TEXT_LIMITS.description,
  option1_name: TEXT_LIMITS.optionName,
  option2_name: TEXT_LIMITS.optionName,
  option1_value: TEXT_LIMITS.optionValue,
  option2_value: TEXT_LIMITS.optionValue,
};

/** KD with a dot and at most 3 decimals, as fils; undefined when it is not one. */
export function filsOf(text: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return undefined;
  const fils = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return fils <= INT4_MAX ? fils : undefined;
}

/** A category path as compared: its names trimmed, one separator, any case. */
export const pathKey = (path: string) =>
  path
    .split('>')
    .map((name) => name.trim().toLowerCase())
    .join(CATEGORY_SEPARATOR.trim());

export const handleKey = (handle: string) => handle.trim().toLowerCase();
/** Handles, SKUs, option names and values compare in any case, their spaces trimmed. */
export const sameText = (a: string, b: string) => handleKey(a) === handleKey(b);

export const isError = (problem: Problem) =>
  (IMPORT_ERROR_CODES as readonly string[]).includes(problem.code);

export interface Header {
  /** Each known column's position in the rows. */
  columns: Map<CatalogueCsvColumn, number>;
  problems: Problem[];
}

/** The header row: every column known and once, `handle` among them. */
export function readHeader(cells: string[]): Header {
  const columns = new Map<CatalogueCsvColumn, number>();
  const problems: Problem[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ row: 1, column: cell, value: cell, code: 'unknownColumn' });
    } else if (columns.has(name as CatalogueCsvColumn)) {
      problems.push({ row: 1, column: name, value: cell, code: 'duplicateColumn' });
    } else columns.set(name as CatalogueCsvColumn, index);
  });
  if (!columns.has('handle')) {
    problems.push({ row: 1, column: 'handle', value: '', code: 'handleMissing' });
  }
  return { columns, problems };
}

/** Collects the file's products from its records after the header. */
export class PatchReader {
  readonly products = new Map<string, ProductPatch>();
  readonly problems: Problem[] = [];
  rows = 0;

  private readonly columns: Map<CatalogueCsvColumn, number>;

  constructor(columns: Map<CatalogueCsvColumn, number>) {
    this.columns = columns;
  }

  add({ row, cells }: CsvRecord): void {
    this.rows++;
    const cell = (column: CatalogueCsvColumn) => {
      const index = this.columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const problem = (
      column: CatalogueCsvColumn,
      code: ImportErrorCode,
      values?: Problem['values'],
    ) =>
      this.problems.push({ row, column, value: cell(column), code, ...(values ? { values } : {}) });
    const handle = cell('handle');
    if (handle === '') {
      problem('handle', 'required');
      return;
    }
    const bad: CatalogueCsvColumn[] = [];
    for (const [column, limit] of Object.entries(LIMITS) as [CatalogueCsvColumn, number][]) {
      if (cell(column).length > limit) {
        problem(column, 'tooLong');
        bad.push(column);
      }
    }
    if (bad.includes('handle')) return;

    const key = handleKey(handle);
    let product = this.products.get(key);
    if (!product) {
      product = { handle, rows: [], fields: {}, lines: [] };
      this.products.set(key, product);
    }
    product.rows.push(row);

    for (const column of PRODUCT_COLUMNS) {
      const text = cell(column);
      if (text === '' || bad.includes(column)) continue;
      let value: string | boolean = text;
      if (column === 'published') {
        const flag = text.toLowerCase();
        if (flag !== 'true' && flag !== 'false') {
          problem(column, 'published');
          continue;
        }
        value = flag === 'true';
      }
      const known = product.fields[column];
      const same =
        column === 'category'
          ? known !== undefined && pathKey(known as string) === pathKey(text)
          : known === value;
      if (known === undefined) (product.fields as Record<string, unknown>)[column] = value;
      else if (!same) problem(column, 'conflict');
    }

    const line: LinePatch = { row, values: [], bad };
    const sku = cell('sku');
    if (sku !== '' && !bad.includes('sku')) line.sku = sku;
    line.values = (['option1_value', 'option2_value'] as const).map((column) => {
      const text = cell(column);
      return text === '' || bad.includes(column) ? null : text;
    });
    const price = cell('price');
    if (price !== '') {
      const fils = filsOf(price);
      if (fils === undefined) {
        problem('price', 'price');
        bad.push('price');
      } else line.price = fils;
    }
    const stock = cell('stock');
    if (stock !== '') {
      const units = /^\d{1,7}$/.test(stock) ? Number(stock) : Number.NaN;
      if (!(units <= MAX_STOCK)) {
        problem('stock', 'stock');
        bad.push('stock');
      } else line.stock = units;
    }
    const pictures = cell('picture');
    if (pictures !== '') {
      line.pictures = pictures
        .split('|')
        .map((picture) => picture.trim())
        .filter((picture) => picture !== '');
    }
    product.lines.push(line);
  }
}
