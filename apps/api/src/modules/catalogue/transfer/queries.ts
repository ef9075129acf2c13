import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  brands,
  catalogueImportProducts,
  catalogueImports,
  categories,
  files,
  products,
  users,
  variations,
} from '../../../db/schema.ts';

export type ImportRow = typeof catalogueImports.$inferSelect;
export type ImportProductRow = typeof catalogueImportProducts.$inferSelect;

export async function insertImport(db: Db, row: typeof catalogueImports.$inferInsert) {
  const [inserted] = await db
    .insert(catalogueImports)
    .values(row)
    .returning({ id: catalogueImports.id });
  return inserted!.id;
}

/** Written in slices: a statement's parameters are limited (65,535). */
export async function insertImportProducts(
  db: Db,
  rows: (typeof catalogueImportProducts.$inferInsert)[],
) {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(catalogueImportProducts).values(rows.slice(start, start + 1000));
  }
}

export async function importRow(db: Db, importId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The imports, newest first, with who made each (their name as the back office shows it). */
export async function importPage(db: Db, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({ row: catalogueImports, by: users.displayName })
      .from(catalogueImports)
      .leftJoin(users, eq(users.id, catalogueImports.actorId))
      .orderBy(desc(catalogueImports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(catalogueImports),
  ]);
  return { items, total: total?.total ?? 0 };
}

export async function actorName(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function updateImport(
  db: Db,
  importId: number,
  set: Partial<typeof catalogueImports.$inferInsert>,
) {
  await db.update(catalogueImports).set(set).where(eq(catalogueImports.id, importId));
}

export async function addRowsDone(db: Db, importId: number, rows: number) {
  await db
    .update(catalogueImports)
    .set({ rowsDone: sql`${catalogueImports.rowsDone} + ${rows}` })
    .where(eq(catalogueImports.id, importId));
}

/** The next products the commit writes: not written yet, in the file's order. */
export function pendingProducts(db: Db, importId: number, limit: number) {
  return db
    .select()
    .from(catalogueImportProducts)
    .where(
      and(
        eq(catalogueImportProducts.importId, importId),
        isNull(catalogueImportProducts.appliedAt),
      ),
    )
    .orderBy(asc(catalogueImportProducts.seq))
    .limit(limit);
}

/** What the undo restores: written and not undone, last written first. */
export function undoableProducts(db: Db, importId: number, limit?: number) {
  const query = db
    .select()
    .from(catalogueImportProducts)
    .where(
      and(
        eq(catalogueImportProducts.importId, importId),
        isNotNull(catalogueImportProducts.appliedAt),
        isNotNull(catalogueImportProducts.after),
        isNull(catalogueImportProducts.undoneAt),
      ),
    )
    .orderBy(desc(catalogueImportProducts.seq));
  return limit === undefined ? query : query.limit(limit);
}

/** Products of a batch written (or refused, with `error`), in one statement. */
export async function markApplied(
  db: Db,
  importId: number,
  rows: (Pick<ImportProductRow, 'productId' | 'before' | 'after' | 'error'> & { seq: number })[],
) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    seq: row.seq,
    product_id: row.productId,
    before: row.before,
    after: row.after,
    error: row.error,
  }));
  await db.execute(sql`
    update ${catalogueImportProducts} c set
      product_id = r.product_id, before = r.before, after = r.after, error = r.error,
      applied_at = now()
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(seq int, product_id int, before jsonb, after jsonb, error jsonb)
    where c.import_id = ${importId}::int and c.seq = r.seq`);
}

export async function markUndone(db: Db, importId: number, seq: number) {
  await db
    .update(catalogueImportProducts)
    .set({ undoneAt: new Date() })
    .where(
      and(eq(catalogueImportProducts.importId, importId), eq(catalogueImportProducts.seq, seq)),
    );
}

/** Products (id by lower-cased SKU) whose SKU is one of `handles`. */
export async function productIdsBySku(db: Db, handles: string[]) {
  const found = new Map<string, number>();
  for (let start = 0; start < handles.length; start += 5000) {
    const slice = handles.slice(start, start + 5000).map((handle) => handle.toLowerCase());
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(sql`lower(${products.sku})`, slice));
    for (const row of rows) found.set(row.sku.toLowerCase(), row.id);
  }
  return found;
}

/** Which product has each of `skus` (lower-cased), as its own SKU or a variation's. */
export async function skuOwners(db: Db, skus: string[]) {
  const owners = new Map<string, number>();
  for (let start = 0; start < skus.length; start += 5000) {
    const slice = skus.slice(start, start + 5000).map((sku) => sku.toLowerCase());
    const [own, ofVariations] = await Promise.all([
      db
        .select({ sku: products.sku, productId: products.id })
        .from(products)
        .where(inArray(sql`lower(${products.sku})`, slice)),
      db
        .select({ sku: variations.sku, productId: variations.productId })
        .from(variations)
        .where(inArray(sql`lower(${variations.sku})`, slice)),
    ]);
    for (const row of [...own, ...ofVariations]) owners.set(row.sku.toLowerCase(), row.productId);
  }
  return owners;
}

/** Files by their storage key (what /files/<key> names). */
export async function filesByKey(db: Db, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: files.id, key: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Every category's names and path (no counts: read for each batch of an import). */
export function categoryNames(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, path: categories.path })
    .from(categories);
}

export function brandNames(db: Db) {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

/** Imports a job was working on: queued, running or undoing. */
export async function resumableImports(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(inArray(catalogueImports.status, ['queued', 'running', 'undoing']));
  return rows.map((row) => row.id);
}

/** A product an import created, deleted by its undo (its variations and pictures go with it). */
export async function deleteProduct(db: Db, productId: number) {
  await db.delete(products).where(eq(products.id, productId));
}
