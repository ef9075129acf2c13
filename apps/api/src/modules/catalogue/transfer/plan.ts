import type { AdminProduct } from '@storefront/contracts/admin-catalogue';
import {
  CATALOGUE_CSV_COLUMNS,
  IMPORT_REPORT_MAX_ITEMS,
  type ImportChange,
} from '@storefront/contracts/admin-imports';
import type { Db } from '../../../db/client.ts';
import { invalidField } from '../../../lib/http-error.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import { readDocuments } from '../admin/service.ts';
import { type CsvRecord, readCsv } from './csv-file.ts';
import { mergeProduct, sameView } from './merge.ts';
import {
  handleKey,
  isError,
  PatchReader,
  type Problem,
  type ProductPatch,
  readHeader,
} from './patches.ts';
import { productIdsBySku, skuOwners } from './queries.ts';
import { loadShopNames } from './shop.ts';
import { changesBetween, type ProductView, viewOf } from './view.ts';
import { storeZipPictures } from './zip-pictures.ts';

/**
 * The dry run (issue 27): reads the whole file, merges each product's rows into the product as
 * it is, and says what a commit would do. It writes nothing to the catalogue; the import row it
 * leaves (service.ts) holds each product's rows for the commit, which merges them again into
 * the product as it is then.
 */

const READ_SLICE = 500;

export interface PlannedProduct {
  patch: ProductPatch;
  productId: number | null;
  rows: number;
}

export interface Plan {
  header: string[];
  rows: number;
  products: { create: number; update: number; unchanged: number; invalid: number };
  variations: { create: number; update: number; unchanged: number };
  /** Errors and warnings, in the file's order. */
  problems: Problem[];
  changes: ImportChange[];
  /** What the commit writes: valid products that change, in the file's order. */
  planned: PlannedProduct[];
}

/** Every record of the file, header first; a file that is not CSV text is a 400 naming it. */
async function* records(bytes: Buffer): AsyncGenerator<CsvRecord> {
  try {
    yield* readCsv(bytes);
  } catch {
    throw invalidField('file', 'import.error.notCsv');
  }
}

export async function planImport(
  db: Db,
  user: RequestUser,
  file: { bytes: Buffer; pictures: Buffer | undefined },
  options: { createMissing: boolean },
): Promise<Plan> {
  let header: string[] | undefined;
  let reader: PatchReader | undefined;
  const problems: Problem[] = [];
  let rows = 0;
  for await (const record of records(file.bytes)) {
    if (!header) {
      header = record.cells;
      const read = readHeader(header);
      problems.push(...read.problems);
      if (read.problems.length === 0) reader = new PatchReader(read.columns);
      continue;
    }
    rows++;
    reader?.add(record);
  }
  if (!header) throw invalidField('file', 'import.error.notCsv');
  const empty = {
    header,
    rows,
    products: { create: 0, update: 0, unchanged: 0, invalid: 0 },
    variations: { create: 0, update: 0, unchanged: 0 },
    changes: [],
    planned: [],
  };
  if (!reader) return { ...empty, problems };
  problems.push(...reader.problems);

  const patches = [...reader.products.values()];
  await storeZipPictures(db, user, file.pictures, patches, (problem) => problems.push(problem));
  const existing = await productIdsBySku(
    db,
    patches.map((patch) => patch.handle),
  );
  checkSkus(patches, existing, await skuOwners(db, skusOf(patches)), problems);
  const shop = await loadShopNames(db, {
    createMissing: options.createMissing,
    pictureEntries: patches.flatMap((patch) => patch.lines.flatMap((line) => line.pictures ?? [])),
  });

  const errorRows = new Set(problems.filter(isError).map((problem) => problem.row));
  const cellErrorRows = new Set(errorRows);
  const plan: Plan = { ...empty, problems, changes: [], planned: [] };
  // The shop's products read a slice at a time: a 100,000-row file's never all at once.
  let documents = new Map<number, AdminProduct>();
  for (const [index, patch] of patches.entries()) {
    if (index % READ_SLICE === 0) {
      const ids = patches
        .slice(index, index + READ_SLICE)
        .flatMap((next) => existing.get(handleKey(next.handle)) ?? []);
      documents = await readDocuments(db, ids);
    }
    const productId = existing.get(handleKey(patch.handle)) ?? null;
    const doc = productId === null ? undefined : documents.get(productId);
    const current = doc && viewOf(doc, shop);
    const merged = mergeProduct(current, patch, shop, (problem) => {
      // A row whose cells are wrong is reported for them only: what follows from them (a
      // variation missing its price) would say the same twice.
      if (isError(problem) && cellErrorRows.has(problem.row)) return;
      problems.push(problem);
      if (isError(problem)) errorRows.add(problem.row);
    });
    if (!merged || patch.rows.some((row) => errorRows.has(row))) {
      plan.products.invalid++;
      continue;
    }
    if (current && sameView(current, merged)) {
      plan.products.unchanged++;
      plan.variations.unchanged += merged.variations.length;
      continue;
    }
    countVariations(plan, current, merged);
    plan.products[current ? 'update' : 'create']++;
    plan.planned.push({ patch, productId, rows: patch.rows.length });
    if (plan.changes.length < IMPORT_REPORT_MAX_ITEMS) {
      plan.changes.push({
        handle: merged.handle,
        name: merged.name.en,
        action: current ? 'update' : 'create',
        row: patch.rows[0]!,
        fields: changesBetween(current, merged),
      });
    }
  }
  const place = (problem: Problem) =>
    (CATALOGUE_CSV_COLUMNS as readonly (string | null)[]).indexOf(problem.column);
  problems.sort((a, b) => a.row - b.row || place(a) - place(b));
  return plan;
}

function countVariations(plan: Plan, current: ProductView | undefined, merged: ProductView) {
  for (const variation of merged.variations) {
    const before = current?.variations.find(
      (v) => v.id === variation.id && (v.id !== undefined || current.optionNames.length === 0),
    );
    if (!before) plan.variations.create++;
    else if (JSON.stringify(before) === JSON.stringify(variation)) plan.variations.unchanged++;
    else plan.variations.update++;
  }
}

/** Every SKU a file names: its handles (the products' own) and its rows'. */
function skusOf(patches: ProductPatch[]): string[] {
  const skus = new Set<string>();
  for (const patch of patches) {
    skus.add(handleKey(patch.handle));
    for (const line of patch.lines) if (line.sku) skus.add(handleKey(line.sku));
  }
  return [...skus];
}

/**
 * A SKU names one thing: twice in the file is an error on the later row; one another product
 * of the shop has (its own or a variation's) is an error too.
 */
function checkSkus(
  patches: ProductPatch[],
  existing: Map<string, number>,
  owners: Map<string, number>,
  problems: Problem[],
) {
  const seen = new Map<string, string>();
  const claim = (sku: string, owner: string, row: number, column: string) => {
    const key = handleKey(sku);
    const first = seen.get(key);
    if (first !== undefined && first !== owner) {
      problems.push({ row, column, value: sku, code: 'skuDuplicate' });
      return;
    }
    seen.set(key, owner);
    const shopOwner = owners.get(key);
    const ownId = existing.get(owner.split('\u0000')[0]!);
    if (shopOwner !== undefined && shopOwner !== ownId) {
      problems.push({ row, column, value: sku, code: 'skuTaken' });
    }
  };
  for (const patch of patches) {
    const product = handleKey(patch.handle);
    claim(patch.handle, product, patch.rows[0]!, 'handle');
    for (const line of patch.lines) {
      // A product without options may repeat its handle as its SKU; a variation's is its own.
      if (!line.sku || handleKey(line.sku) === product) continue;
      claim(line.sku, `${product}\u0000${handleKey(line.sku)}`, line.row, 'sku');
    }
  }
}
