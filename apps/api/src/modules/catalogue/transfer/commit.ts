import {
  type AdminProduct,
  type AdminProductData,
  adminProductInputSchema,
} from '@storefront/contracts/admin-catalogue';
import { CATEGORY_SEPARATOR } from '@storefront/contracts/admin-imports';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { cacheTags } from '../../../lib/catalogue-news.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { insertBrand, insertCategory } from '../admin/queries.ts';
import {
  auditedOf,
  finishProductsIn,
  readDocuments,
  type WrittenProduct,
  writeProductIn,
} from '../admin/service.ts';
import { catalogueTags } from '../cache-tags.ts';
import { adjust } from '../inventory/service.ts';
import { documentOf, stockChanges } from './document.ts';
import { mergeProduct, sameView } from './merge.ts';
import type { Problem, ProductPatch } from './patches.ts';
import { handleKey, pathKey } from './patches.ts';
import {
  addRowsDone,
  deleteProduct,
  type ImportProductRow,
  type ImportRow,
  importRow,
  markApplied,
  markUndone,
  pendingProducts,
  productIdsBySku,
  undoableProducts,
  updateImport,
} from './queries.ts';
import { loadShopNames, type ShopNames } from './shop.ts';
import { viewOf } from './view.ts';

/**
 * The commit's and the undo's job (issue 27). Products are written a few at a time, each batch
 * in one transaction that also marks them done and counts their rows: a crash loses at most the
 * batch in progress, which the next run (any instance) writes again from the start, and nothing
 * is written twice. A product the catalogue no longer lets write (a SKU taken since the dry run)
 * is recorded with its error and left out; the others go on.
 */

const BATCH = 50;
/** Products read in one go when an undo compares them with what the import wrote. */
const READ_SLICE = 500;
/** A run hands over to a new job after this long, so no single job runs long. */
const RUN_MS = 10_000;

export interface ImportJob {
  importId: number;
}

export interface Worker {
  db: Db;
  news: CatalogueNews;
  /** Queues the next run of the same import. */
  again(job: ImportJob): Promise<void>;
}

const actorOf = (id: string): StaffActor => ({ id, permission: 'catalogue.write' });

/** Compares documents as stored (jsonb orders keys its own way). */
export function sameDocument(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** One run: batches until the work is done or the run's time is up. */
export async function runImportJob(worker: Worker, { importId }: ImportJob): Promise<void> {
  const started = Date.now();
  for (;;) {
    const outcome = await worker.db.transaction(async (tx) => {
      const row = await importRow(tx, importId, { lock: true });
      if (!row) return { finished: true, tags: [] };
      if (row.status === 'queued' || row.status === 'running') return commitBatch(tx, row);
      if (row.status === 'undoing') return undoBatch(tx, row);
      return { finished: true, tags: [] };
    });
    if (outcome.tags.length > 0) await worker.news.announce(new Set(outcome.tags));
    if (outcome.finished) return;
    if (Date.now() - started > RUN_MS) {
      await worker.again({ importId });
      return;
    }
  }
}

async function commitBatch(tx: Db, row: ImportRow) {
  if (row.status === 'queued') {
    await updateImport(tx, row.id, { status: 'running', startedAt: new Date() });
  }
  const items = await pendingProducts(tx, row.id, BATCH);
  if (items.length === 0) {
    await updateImport(tx, row.id, { status: 'done', finishedAt: new Date() });
    await recordChange(tx, actorOf(row.actorId), {
      entity: 'import',
      entityId: row.id,
      action: 'commit',
      before: null,
      after: { fileName: row.fileName, rows: row.rows, report: countsOf(row) },
    });
    return { finished: true, tags: [catalogueTags.productLists] };
  }
  const patches = items.map((item) => item.patch as ProductPatch);
  const names = () =>
    loadShopNames(tx, {
      createMissing: row.createMissing,
      pictureEntries: patches.flatMap((patch) =>
        patch.lines.flatMap((line) => line.pictures ?? []),
      ),
    });
  const ids = await productIdsBySku(
    tx,
    patches.map((patch) => patch.handle),
  );
  const actor = actorOf(row.actorId);
  // The products as they are, read together (a savepoint rolled back leaves them as read).
  const documents = await readDocuments(tx, [...ids.values()]);
  const write = (db: Db, shop: ShopNames, item: ImportProductRow) => {
    const patch = item.patch as ProductPatch;
    const productId = ids.get(handleKey(patch.handle)) ?? null;
    const before = productId === null ? undefined : documents.get(productId);
    return writeProduct(db, actor, shop, productId, before, patch);
  };
  let writes: ({ seq: number } & ProductWrite)[];
  const refused: { seq: number; problems: Problem[] }[] = [];
  try {
    // Most batches write every product: one savepoint holds them all.
    const shop = await names();
    writes = await tx.transaction(async (sp) => {
      const done: ({ seq: number } & ProductWrite)[] = [];
      for (const item of items) done.push({ seq: item.seq, ...(await write(sp, shop, item)) });
      return done;
    });
  } catch (error) {
    if (!(error instanceof ProductRefused)) throw error;
    // One was refused: again, each product in a savepoint of its own, so the others are written
    // (with the shop's names read again: what the first try created is gone).
    const shop = await names();
    writes = [];
    for (const item of items) {
      try {
        writes.push({ seq: item.seq, ...(await tx.transaction((sp) => write(sp, shop, item))) });
      } catch (refusal) {
        if (!(refusal instanceof ProductRefused)) throw refusal;
        refused.push({ seq: item.seq, problems: refusal.problems });
      }
    }
  }
  const finished = await finishBatch(tx, actor, writes);
  await markApplied(tx, row.id, [
    ...writes.map((write, index) => ({ seq: write.seq, ...finished[index]!.record, error: null })),
    ...refused.map((refusal) => ({
      seq: refusal.seq,
      productId: null,
      before: null,
      after: null,
      error: refusal.problems,
    })),
  ]);
  await addRowsDone(
    tx,
    row.id,
    items.reduce((sum, item) => sum + item.rows, 0),
  );
  return { finished: false, tags: finished.flatMap((product) => product.tags) };
}

function countsOf(row: ImportRow) {
  const report = row.report as { products?: unknown; variations?: unknown };
  return { products: report.products, variations: report.variations };
}

/** What the catalogue refused for one product: the import records it and goes on. */
class ProductRefused extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super('product refused');
    this.problems = problems;
  }
}

/** One product's rows written: what it was, and what was written (read back per batch). */
type ProductWrite =
  | { productId: number | null; before: unknown; unchanged: true }
  | { before: unknown; written: WrittenProduct };

async function writeProduct(
  tx: Db,
  actor: StaffActor,
  shop: ShopNames,
  productId: number | null,
  before: AdminProduct | undefined,
  patch: ProductPatch,
): Promise<ProductWrite> {
  const current = before && viewOf(before, shop);
  const problems: Problem[] = [];
  const merged = mergeProduct(current, patch, shop, (problem) => problems.push(problem));
  if (!merged) throw new ProductRefused(problems);
  const audited = before ? auditedOf(before) : null;
  if (current && sameView(current, merged)) return { productId, before: audited, unchanged: true };
  const categoryId =
    shop.categoryId(merged.category) ??
    (await createCategoryPath(tx, actor, shop, merged.category));
  const brandId =
    merged.brand === ''
      ? null
      : (shop.brandId(merged.brand) ?? (await createBrand(tx, actor, shop, merged.brand)));
  const parsed = adminProductInputSchema.safeParse(
    documentOf(merged, before, {
      categoryId,
      brandId,
      fileId: (address) => shop.fileId(address)!,
      optionKind: () => 'text',
    }),
  );
  if (!parsed.success) {
    throw new ProductRefused(
      parsed.error.issues.map((issue) => ({
        row: patch.rows[0]!,
        column: null,
        value: issue.path.join('.'),
        code: 'required',
      })),
    );
  }
  const written = await writeProductIn(tx, actor, productId, parsed.data).catch(
    (error: unknown) => {
      // The catalogue changed since the dry run: a SKU taken, a picture or category removed.
      if (!(error instanceof HttpError) && !uniqueViolation(error)) throw error;
      const code = error instanceof HttpError && error.statusCode !== 409 ? 'required' : 'skuTaken';
      const value = error instanceof HttpError ? Object.keys(error.fields ?? {}).join(', ') : '';
      throw new ProductRefused([{ row: patch.rows[0]!, column: null, value, code }]);
    },
  );
  for (const change of stockChanges(merged, before)) {
    await adjust(tx, {
      productId: written.productId,
      variationId: change.variationId,
      delta: change.delta,
      reason: 'import',
      actorId: actor.id,
    });
  }
  return { before: audited, written };
}

/** A batch's products as they are now, read together: what the import records, and the tags. */
async function finishBatch(tx: Db, actor: StaffActor, writes: ProductWrite[]) {
  const finished = await finishProductsIn(
    tx,
    actor,
    writes.flatMap((write) => ('written' in write ? [write.written] : [])),
  );
  const byId = new Map(finished.map((product) => [product.productId, product]));
  return writes.map((write) => {
    if (!('written' in write)) {
      return {
        record: { productId: write.productId, before: write.before, after: write.before },
        tags: [],
      };
    }
    const product = byId.get(write.written.productId)!;
    return {
      record: {
        productId: product.productId,
        before: write.before,
        after: auditedOf(product.after),
      },
      tags: product.tags,
    };
  });
}

/** A category path the shop lacks, created from the first missing name down. */
async function createCategoryPath(tx: Db, actor: StaffActor, shop: ShopNames, path: string) {
  const names = path.split(CATEGORY_SEPARATOR.trim()).map((name) => name.trim());
  let parentId: number | null = null;
  let parentPath: number[] = [];
  for (let depth = 1; depth <= names.length; depth++) {
    const prefix = names.slice(0, depth).join(CATEGORY_SEPARATOR);
    let id = shop.categoryId(prefix);
    if (id === undefined) {
      id = await insertCategory(tx, {
        parentId,
        parentPath,
        name: { en: names[depth - 1]! },
        published: true,
      });
      shop.addCategory(prefix, id);
      await recordChange(tx, actor, {
        entity: 'category',
        entityId: id,
        action: 'create',
        before: null,
        after: { parentId, name: { en: names[depth - 1]! }, path: pathKey(prefix) },
      });
    }
    parentPath = [...parentPath, id];
    parentId = id;
  }
  return parentId!;
}

async function createBrand(tx: Db, actor: StaffActor, shop: ShopNames, name: string) {
  const id = await insertBrand(tx, { en: name });
  shop.addBrand(name, id);
  await recordChange(tx, actor, {
    entity: 'brand',
    entityId: id,
    action: 'create',
    before: null,
    after: { name: { en: name } },
  });
  return id;
}

// ---------------------------------------------------------------------------------------------
// Undo

type Audited = Omit<AdminProduct, 'createdAt' | 'updatedAt' | 'pictures'> & {
  pictures: Omit<AdminProduct['pictures'][number], 'url'>[];
};

/** The editor's document that puts a product back as the audit recorded it. */
function restoringDocument(before: Audited): AdminProductData {
  return adminProductInputSchema.parse({
    sku: before.sku,
    name: before.name,
    description: before.description,
    seoTitle: before.seoTitle,
    seoDescription: before.seoDescription,
    price: before.price,
    oldPrice: before.oldPrice,
    categoryId: before.categoryId,
    brandId: before.brandId,
    published: before.published,
    options: before.options.map((option) => ({
      name: option.name,
      kind: option.kind,
      values: option.values.map((value) => ({ value: value.value, colorHex: value.colorHex })),
    })),
    variations: before.variations.map((variation) => ({
      id: variation.id,
      sku: variation.sku,
      price: variation.price,
      oldPrice: variation.oldPrice,
      values: variation.values,
    })),
    pictures: before.pictures.map((picture) => ({
      fileId: picture.fileId,
      alt: picture.alt,
      variationIndexes: picture.variationIndexes,
    })),
  });
}

/** The products an import wrote that changed since (their handles). */
export async function changedSince(db: Db, items: ImportProductRow[]): Promise<string[]> {
  const changed: string[] = [];
  for (let start = 0; start < items.length; start += READ_SLICE) {
    const slice = items.slice(start, start + READ_SLICE);
    const now = await readDocuments(
      db,
      slice.flatMap((item) => (item.productId === null ? [] : [item.productId])),
    );
    for (const item of slice) {
      if (item.productId === null) continue;
      if (!sameDocument(auditedOf(now.get(item.productId)), item.after)) changed.push(item.handle);
    }
  }
  return changed;
}

async function undoBatch(tx: Db, row: ImportRow) {
  const items = await undoableProducts(tx, row.id, BATCH);
  const actor = actorOf(row.undoneBy ?? row.actorId);
  if (items.length === 0) {
    await updateImport(tx, row.id, { status: 'undone', undoneAt: new Date() });
    await recordChange(tx, actor, {
      entity: 'import',
      entityId: row.id,
      action: 'undo',
      before: null,
      after: { fileName: row.fileName, changedSince: row.changedSince },
    });
    return { finished: true, tags: [catalogueTags.productLists] };
  }
  const tags: string[] = [];
  const skipped: string[] = [];
  const restored: WrittenProduct[] = [];
  for (const item of items) {
    await markUndone(tx, row.id, item.seq);
    const productId = item.productId!;
    if (item.before !== null && sameDocument(item.before, item.after)) continue;
    const [changed] = await changedSince(tx, [item]);
    if (changed) {
      skipped.push(changed);
      continue;
    }
    tags.push(cacheTags.product(productId));
    if (item.before === null) {
      await recordChange(tx, actor, {
        entity: 'product',
        entityId: productId,
        action: 'delete',
        before: item.after,
        after: null,
      });
      await deleteProduct(tx, productId);
      tags.push(catalogueTags.productLists);
      continue;
    }
    const before = item.before as Audited;
    const now = item.after as Audited;
    restored.push(await writeProductIn(tx, actor, productId, restoringDocument(before)));
    // Its stock as it was: the undo goes ahead only when nothing changed it since the import.
    const targets =
      before.variations.length === 0
        ? [{ variationId: null, quantity: before.activeQty, now: now.activeQty }]
        : before.variations.map((variation) => ({
            variationId: variation.id as number | null,
            quantity: variation.activeQty,
            now: now.variations.find((v) => v.id === variation.id)?.activeQty ?? 0,
          }));
    for (const target of targets) {
      if (target.quantity === target.now) continue;
      await adjust(tx, {
        productId,
        variationId: target.variationId,
        delta: target.quantity - target.now,
        reason: 'import',
        actorId: actor.id,
      });
    }
  }
  for (const product of await finishProductsIn(tx, actor, restored)) tags.push(...product.tags);
  await addRowsDone(
    tx,
    row.id,
    items.reduce((sum, item) => sum + item.rows, 0),
  );
  if (skipped.length > 0) {
    await updateImport(tx, row.id, { changedSince: [...row.changedSince, ...skipped] });
  }
  return { finished: false, tags };
}
