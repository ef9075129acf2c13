import type { LanguageCode } from '@storefront/contracts';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
  type AdminProductData,
  type AdminProductPage,
  type AdminProductsQuery,
  type BulkProductsRequest,
  type CreateCategoryRequest,
  LOW_STOCK_MAX,
  type MoveCategoryRequest,
  type StockAdjustment,
  type StockAdjustmentResult,
  type StockMovementPage,
  type StockState,
  type UpdateCategoryRequest,
} from '@storefront/contracts/admin-catalogue';
import { type Dashboard, LOW_STOCK_ROWS } from '@storefront/contracts/admin-dashboard';
import type { AuditPage } from '@storefront/contracts/staff';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { conflict, HttpError, notFound } from '../../../lib/http-error.ts';
import { type LocalizedText, storedText, textPair } from '../../../lib/localized-text.ts';
import { searchTerms } from '../../../lib/search-text.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { listAudit, recordChange, recordChanges } from '../../audit/service.ts';
import { catalogueTags } from '../cache-tags.ts';
import { adjust, listStockMovements, stockNewProduct } from '../inventory/service.ts';
import { filePath } from '../sql.ts';
import {
  adminProductPage,
  attributesNamed,
  brandExists,
  brandRows,
  bulkSetProducts,
  type CategoryRow,
  categoryPath,
  categoryRows,
  categoryUsage,
  clearProductStock,
  deleteBrand,
  deleteCategory,
  deleteVariationsExcept,
  existingFiles,
  insertAttribute,
  insertAttributeValue,
  insertBrand,
  insertCategory,
  insertProduct,
  insertVariations,
  lockBrand,
  lockCategories,
  lowStockRows,
  placeCategories,
  productOptionRows,
  productPictureRows,
  productRow,
  productRows,
  productsShowing,
  productVariationRows,
  productVariationValueRows,
  rewritePaths,
  setAttributeName,
  setAttributeValue,
  setProductAttributes,
  setProductPictures,
  setSearchTerms,
  setVariationValues,
  syncProductWithVariations,
  takenSkus,
  updateBrand,
  updateCategory as updateCategoryRow,
  updateProduct as updateProductRow,
  updateVariation,
  valuesOfAttributes,
} from './queries.ts';

/**
 * The back office's catalogue (issue 25). Every write is one transaction that records its audit
 * row (modules/audit) beside the change, and once it has committed, announces the cache tags of
 * what it changed (decision 55; catalogue/cache-tags.ts), so the storefront shows it at once on
 * every instance. Errors that are part of the API are in lib/error-answers.ts.
 */

export interface Writer {
  db: Db;
  news: CatalogueNews;
  actor: StaffActor;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const productGone = (productId: number) => notFound(`Product ${productId} does not exist.`);
const notFoundField = (field: string, message: string) =>
  new HttpError(404, 'not_found', message, { [field]: message });

async function announce(news: CatalogueNews, tags: Iterable<string>) {
  await news.announce(tags);
}

// ---------------------------------------------------------------------------------------------
// Products: reading

const stockStateOf = (qty: number): StockState =>
  qty === 0 ? 'out' : qty <= LOW_STOCK_MAX ? 'low' : 'in';

/** GET admin/products. */
export async function listProducts(
  db: Db,
  lang: LanguageCode,
  query: AdminProductsQuery,
): Promise<AdminProductPage> {
  const page = Number(query.page ?? 1);
  const flag = (value: 'true' | 'false' | undefined) =>
    value === undefined ? undefined : value === 'true';
  const { items, total } = await adminProductPage(
    db,
    lang,
    {
      query: query.query || undefined,
      categoryId: query.categoryId === undefined ? undefined : Number(query.categoryId),
      brandId: query.brandId === undefined ? undefined : Number(query.brandId),
      published: flag(query.published),
      stock: query.stock,
      missingArabic: flag(query.missingArabic),
      archived: query.archived === 'true',
    },
    query.sort ?? 'newest',
    { limit: ADMIN_PRODUCTS_PAGE_SIZE, offset: (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE },
  );
  return {
    items: items.map((row) => ({
      id: row.id,
      name: textPair(row.name),
      sku: row.sku,
      price: row.price,
      oldPrice: row.oldPrice,
      activeQty: row.activeQty,
      stockState: stockStateOf(row.activeQty),
      published: row.published,
      archived: row.archivedAt !== null,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      brandId: row.brandId,
      brandName: row.brandName,
      picture: row.pictureKey ? filePath(row.pictureKey) : null,
      hasVariations: row.hasVariations,
      missingArabic: row.missingArabic,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** The editable document of a product; undefined when there is none. */
async function readDocument(db: Db, productId: number): Promise<AdminProduct | undefined> {
  return (await readDocuments(db, [productId])).get(productId);
}

/** Several products' documents in five queries (the CSV import reads a batch at once). */
export async function readDocuments(
  db: Db,
  productIds: number[],
): Promise<Map<number, AdminProduct>> {
  const documents = new Map<number, AdminProduct>();
  if (productIds.length === 0) return documents;
  const [rows, allOptions, allVariations, allValues, allPictures] = await Promise.all([
    productRows(db, productIds),
    productOptionRows(db, productIds),
    productVariationRows(db, productIds),
    productVariationValueRows(db, productIds),
    productPictureRows(db, productIds),
  ]);
  for (const row of rows) {
    const productId = row.id;
    const optionRows = allOptions.filter((option) => option.productId === productId);
    const variationRows = allVariations
      .filter((variation) => variation.productId === productId)
      .map(({ productId: _product, ...variation }) => variation);
    const valueRows = allValues.filter((value) => value.productId === productId);
    const pictureRows = allPictures.filter((picture) => picture.productId === productId);
    const options = optionRows.map((option) => {
      const seen = new Set<number>();
      const values = valueRows
        .filter((value) => value.attributeId === option.attributeId)
        .filter((value) => !seen.has(value.valueId) && seen.add(value.valueId))
        .map((value) => ({
          valueId: value.valueId,
          value: textPair(value.value),
          colorHex: value.colorHex,
        }));
      return {
        attributeId: option.attributeId,
        name: textPair(option.name),
        kind: option.kind,
        values,
      };
    });
    const variations = variationRows.map((variation) => {
      const own = valueRows.filter((value) => value.variationId === variation.id);
      const chosen = options.flatMap((option) => {
        const value = own.find((v) => v.attributeId === option.attributeId);
        return value ? [value] : [];
      });
      return {
        ...variation,
        valueIds: chosen.map((value) => value.valueId),
        values: chosen.map((value) => value.value.en),
      };
    });
    const indexOf = new Map(variations.map((variation, index) => [variation.id, index]));
    const pictures: AdminProduct['pictures'] = [];
    const shared = new Map<string, AdminProduct['pictures'][number]>();
    for (const picture of pictureRows) {
      const alt = textPair(picture.alt);
      if (picture.variationId === null) {
        pictures.push({
          fileId: picture.fileId,
          url: filePath(picture.storageKey),
          alt,
          variationIndexes: [],
          variationIds: [],
        });
        continue;
      }
      // A picture shown for several variations (a colour's, for each size) is one entry.
      const key = JSON.stringify([picture.fileId, alt]);
      let entry = shared.get(key);
      if (!entry) {
        entry = {
          fileId: picture.fileId,
          url: filePath(picture.storageKey),
          alt,
          variationIndexes: [],
          variationIds: [],
        };
        shared.set(key, entry);
        pictures.push(entry);
      }
      entry.variationIds.push(picture.variationId);
      entry.variationIndexes.push(indexOf.get(picture.variationId) ?? -1);
    }
    documents.set(productId, {
      id: row.id,
      sku: row.sku,
      name: textPair(row.name),
      description: textPair(row.description),
      seoTitle: textPair(row.seoTitle),
      seoDescription: textPair(row.seoDescription),
      price: row.price,
      oldPrice: row.oldPrice,
      categoryId: row.categoryId,
      brandId: row.brandId,
      published: row.published,
      archived: row.archivedAt !== null,
      activeQty: row.activeQty,
      options,
      variations,
      pictures,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return documents;
}

/** GET admin/products/{id}. */
export async function getProduct(db: Db, productId: number): Promise<AdminProduct> {
  const document = await readDocument(db, productId);
  if (!document) throw productGone(productId);
  return document;
}

/** What the audit keeps of a document: everything but what the server derives each read. */
function audited(document: AdminProduct | undefined) {
  if (!document) return null;
  const { updatedAt: _updatedAt, createdAt: _createdAt, ...rest } = document;
  return { ...rest, pictures: rest.pictures.map(({ url: _url, ...picture }) => picture) };
}

// ---------------------------------------------------------------------------------------------
// Products: writing

/** The words shoppers find a product by, per language (Arabic falls back to the English name). */
function termsOf(name: LocalizedText) {
  return [
    ...searchTerms(name.en, 'en').map((term) => ({ lang: 'en' as const, term })),
    ...searchTerms(name.ar || name.en, 'ar').map((term) => ({ lang: 'ar' as const, term })),
  ];
}

/** Resolves the document's options to attributes and values (created when new). */
async function resolveOptions(tx: Db, options: AdminProductData['options']) {
  const existing = await attributesNamed(
    tx,
    options.map((option) => option.name.en),
  );
  const sharedChanges = { attributeIds: [] as number[], valueIds: [] as number[] };
  const attributeIds: number[] = [];
  for (const option of options) {
    const name = storedText(option.name);
    const found = existing.find(
      (attribute) => attribute.kind === option.kind && sameText(attribute.name.en, name.en),
    );
    if (!found) {
      attributeIds.push(await insertAttribute(tx, { name, kind: option.kind }));
      continue;
    }
    attributeIds.push(found.id);
    if (name.ar && name.ar !== found.name.ar) {
      await setAttributeName(tx, found.id, { ...found.name, ar: name.ar });
      sharedChanges.attributeIds.push(found.id);
    }
  }
  const knownValues = await valuesOfAttributes(tx, attributeIds);
  /** Per option, the value id of each value's English text (lower-cased). */
  const valueIds: Map<string, number>[] = [];
  for (const [index, option] of options.entries()) {
    const attributeId = attributeIds[index]!;
    const own = knownValues.filter((value) => value.attributeId === attributeId);
    let nextSort = Math.max(-1, ...own.map((value) => value.sortOrder)) + 1;
    const ids = new Map<string, number>();
    for (const input of option.values) {
      const value = storedText(input.value);
      const colorHex = option.kind === 'color' ? input.colorHex : null;
      const found = own.find((known) => sameText(known.value.en, value.en));
      let id: number;
      if (!found) {
        id = await insertAttributeValue(tx, {
          attributeId,
          value,
          colorHex,
          sortOrder: nextSort++,
        });
      } else {
        id = found.id;
        const ar = value.ar ?? found.value.ar;
        const hex = colorHex ?? found.colorHex;
        if (ar !== found.value.ar || hex !== found.colorHex) {
          await setAttributeValue(tx, id, {
            value: ar ? { ...found.value, ar } : found.value,
            colorHex: hex,
          });
          sharedChanges.valueIds.push(id);
        }
      }
      ids.set(value.en.toLowerCase(), id);
    }
    valueIds.push(ids);
  }
  return { attributeIds, valueIds, sharedChanges };
}

interface Written {
  productId: number;
  before: AdminProduct | undefined;
  /** Other products whose shared option names or values changed. */
  alsoChanged: number[];
}

interface Saved extends Written {
  after: AdminProduct;
}

/** Writes a product document, new (`productId` null) or over an existing one, in `tx`. */
async function saveDocument(
  tx: Db,
  actor: StaffActor,
  productId: number | null,
  input: AdminProductData,
): Promise<Saved> {
  const written = await writeDocument(tx, actor, productId, input);
  return (await finishDocuments(tx, actor, [written]))[0]!;
}

/**
 * Written products' documents as they are now, each with its audit row: read and recorded
 * together, so a batch of them (the CSV import's) costs a few statements, not a few each.
 */
async function finishDocuments(tx: Db, actor: StaffActor, written: Written[]): Promise<Saved[]> {
  const documents = await readDocuments(
    tx,
    written.map((product) => product.productId),
  );
  const saved = written.map((product) => ({
    ...product,
    after: documents.get(product.productId)!,
  }));
  await recordChanges(
    tx,
    actor,
    saved.map((product) => ({
      entity: 'product',
      entityId: product.productId,
      action: product.before ? 'update' : 'create',
      before: audited(product.before),
      after: audited(product.after),
    })),
  );
  return saved;
}

/** The writes of saveDocument, without reading the result back. */
async function writeDocument(
  tx: Db,
  actor: StaffActor,
  productId: number | null,
  input: AdminProductData,
): Promise<Written> {
  const path = await categoryPath(tx, input.categoryId);
  if (!path) throw notFoundField('categoryId', 'errors.categoryUnknown');
  if (input.brandId !== null && !(await brandExists(tx, input.brandId))) {
    throw notFoundField('brandId', 'errors.brandUnknown');
  }
  const files = await existingFiles(
    tx,
    input.pictures.map((picture) => picture.fileId),
  );
  input.pictures.forEach((picture, index) => {
    if (!files.has(picture.fileId)) {
      throw notFoundField(`pictures.${index}.fileId`, 'errors.fileUnknown');
    }
  });

  let before: AdminProduct | undefined;
  if (productId !== null) {
    if (!(await productRow(tx, productId, { lock: true }))) throw productGone(productId);
    before = await readDocument(tx, productId);
  }
  const ownVariations = new Set(before?.variations.map((variation) => variation.id) ?? []);
  input.variations.forEach((variation, index) => {
    if (variation.id !== undefined && !ownVariations.has(variation.id)) {
      throw notFoundField(`variations.${index}.id`, 'errors.variationUnknown');
    }
  });

  const taken = await takenSkus(
    tx,
    productId,
    input.sku,
    input.variations.map((variation) => variation.sku),
  );
  const skuConflicts: Record<string, string> = {};
  if (taken.product) skuConflicts.sku = 'errors.skuTaken';
  input.variations.forEach((variation, index) => {
    if (taken.variations.has(variation.sku.toLowerCase())) {
      skuConflicts[`variations.${index}.sku`] = 'errors.skuTaken';
    }
  });
  if (Object.keys(skuConflicts).length > 0) throw conflict(skuConflicts);

  const name = storedText(input.name);
  const fields = {
    sku: input.sku,
    name,
    description: storedText(input.description),
    seoTitle: storedText(input.seoTitle),
    seoDescription: storedText(input.seoDescription),
    categoryId: input.categoryId,
    categoryPath: path,
    brandId: input.brandId,
    price: input.price,
    oldPrice: input.oldPrice,
    published: input.published,
    // Publishing an archived product brings it back.
    ...(input.published ? { archivedAt: null } : {}),
  };
  const id = productId ?? (await insertProduct(tx, fields));
  if (productId !== null) await updateProductRow(tx, id, fields);

  const { attributeIds, valueIds, sharedChanges } = await resolveOptions(tx, input.options);
  // A product made here has nothing to replace: its rows are only inserted.
  const fresh = productId === null;
  await setProductAttributes(tx, id, attributeIds, fresh);

  if (!fresh) {
    await deleteVariationsExcept(
      tx,
      id,
      input.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id])),
    );
  }
  const added = await insertVariations(
    tx,
    input.variations
      .filter((variation) => variation.id === undefined)
      .map((variation) => ({
        productId: id,
        sku: variation.sku,
        price: variation.price,
        oldPrice: variation.oldPrice,
      })),
  );
  const variationIds: number[] = [];
  for (const variation of input.variations) {
    if (variation.id === undefined) {
      variationIds.push(added.shift()!);
      continue;
    }
    const row = { sku: variation.sku, price: variation.price, oldPrice: variation.oldPrice };
    await updateVariation(tx, variation.id, row);
    variationIds.push(variation.id);
  }
  await setVariationValues(
    tx,
    input.variations.flatMap((variation, index) =>
      variation.values.map((value, k) => ({
        variationId: variationIds[index]!,
        attributeId: attributeIds[k]!,
        valueId: valueIds[k]!.get(value.trim().toLowerCase())!,
        existing: variation.id !== undefined,
      })),
    ),
  );
  // Initial stock, through the inventory (a movement each): new things only.
  if (fresh) {
    await stockNewProduct(
      tx,
      id,
      input.variations.length > 0
        ? input.variations.map((variation, index) => ({
            variationId: variationIds[index]!,
            quantity: variation.initialStock,
          }))
        : [{ variationId: null, quantity: input.initialStock }],
      actor.id,
    );
  } else {
    for (const [index, variation] of input.variations.entries()) {
      if (variation.id === undefined && variation.initialStock > 0) {
        await adjust(tx, {
          productId: id,
          variationId: variationIds[index]!,
          delta: variation.initialStock,
          reason: 'initial',
          actorId: actor.id,
        });
      }
    }
  }
  if (input.variations.length > 0) {
    await syncProductWithVariations(tx, id);
  } else if (before && before.variations.length > 0) {
    // Its stock was its variations', which are gone: it starts again from 0.
    await clearProductStock(tx, id);
  }

  await setProductPictures(
    tx,
    id,
    input.pictures.flatMap(
      (picture): { fileId: string; alt: LocalizedText; variationId: number | null }[] => {
        const alt = storedText(picture.alt);
        if (picture.variationIndexes.length === 0) {
          return [{ fileId: picture.fileId, alt, variationId: null }];
        }
        return [...new Set(picture.variationIndexes)].map((index) => ({
          fileId: picture.fileId,
          alt,
          variationId: variationIds[index]!,
        }));
      },
    ),
    fresh,
  );
  await setSearchTerms(tx, id, termsOf(name), fresh);

  const alsoChanged = (
    await productsShowing(tx, sharedChanges.attributeIds, sharedChanges.valueIds)
  ).filter((other) => other !== id);
  return { productId: id, before, alsoChanged };
}

/**
 * For the CSV import (catalogue/transfer), inside its own transaction: a product's document as
 * the audit keeps it, and a product saved as the editor saves it, with the cache tags to
 * announce once the transaction has committed.
 */
export { audited as auditedOf };

/** The writes of a product's save, its document read back later (finishProductsIn). */
export async function writeProductIn(
  tx: Db,
  actor: StaffActor,
  productId: number | null,
  input: AdminProductData,
): Promise<Written> {
  return writeDocument(tx, actor, productId, input);
}

/** Written products as they are now, audited, with the cache tags to announce. */
export async function finishProductsIn(tx: Db, actor: StaffActor, written: Written[]) {
  const saved = await finishDocuments(tx, actor, written);
  return saved.map((product) => ({
    productId: product.productId,
    after: product.after,
    tags: savedTags(product),
  }));
}

export type { Written as WrittenProduct };

/** A SKU taken between the check and the write (or swapped within the product) is a 409 too. */
function skuRace(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_sku_key') throw conflict({ sku: 'errors.skuTaken' });
  if (constraint === 'variations_sku_key') throw conflict({ variations: 'errors.skuTaken' });
  throw error;
}

/** The tags a saved product's change touches: its own, its lists', its old and new category's. */
function savedTags({ productId, before, after, alsoChanged }: Saved): string[] {
  const tags = [cacheTags.product(productId), ...alsoChanged.map(cacheTags.product)];
  const joinsOrLeavesLists =
    !before ||
    before.published !== after.published ||
    before.archived !== after.archived ||
    before.categoryId !== after.categoryId ||
    before.brandId !== after.brandId ||
    JSON.stringify(before.name) !== JSON.stringify(after.name);
  if (joinsOrLeavesLists) tags.push(catalogueTags.productLists);
  return tags;
}

/** POST admin/products. */
export async function createProduct(
  { db, news, actor }: Writer,
  input: AdminProductData,
): Promise<AdminProduct> {
  const saved = await db.transaction((tx) => saveDocument(tx, actor, null, input)).catch(skuRace);
  await announce(news, savedTags(saved));
  return saved.after;
}

/** PUT admin/products/{id}. */
export async function updateProduct(
  { db, news, actor }: Writer,
  productId: number,
  input: AdminProductData,
): Promise<AdminProduct> {
  const saved = await db
    .transaction((tx) => saveDocument(tx, actor, productId, input))
    .catch(skuRace);
  await announce(news, savedTags(saved));
  return saved.after;
}

/** POST admin/products/bulk: each product that changed gets its audit row. */
export async function bulkUpdateProducts(
  { db, news, actor }: Writer,
  request: BulkProductsRequest,
): Promise<{ updated: number }> {
  const ids = [...new Set(request.ids)];
  const changed = await db.transaction(async (tx) => {
    const rows = await bulkSetProducts(tx, ids, request.action);
    for (const row of rows) {
      const before = { published: row.published, archived: row.archived };
      const after = {
        publish: { published: true, archived: row.archived },
        unpublish: { published: false, archived: row.archived },
        archive: { published: false, archived: true },
        unarchive: { published: row.published, archived: false },
      }[request.action];
      await recordChange(tx, actor, {
        entity: 'product',
        entityId: row.id,
        action: request.action,
        before,
        after,
      });
    }
    return rows.map((row) => row.id);
  });
  if (changed.length > 0) {
    await announce(news, [...changed.map(cacheTags.product), catalogueTags.productLists]);
  }
  return { updated: changed.length };
}

// ---------------------------------------------------------------------------------------------
// Stock and history

/** POST admin/products/{id}/stock. */
export async function adjustStock(
  { db, news, actor }: Writer,
  productId: number,
  request: StockAdjustment,
): Promise<StockAdjustmentResult> {
  const variationId = request.variationId ?? null;
  const result = await db.transaction(async (tx) => {
    const before = await productRow(tx, productId);
    if (!before) throw productGone(productId);
    const after = await adjust(tx, {
      productId,
      variationId,
      delta: request.delta,
      reason: request.reason,
      actorId: actor.id,
      note: request.note ?? null,
    });
    await recordChange(tx, actor, {
      entity: 'product',
      entityId: productId,
      action: 'stock',
      before: { variationId, activeQty: after.quantityAfter - request.delta },
      after: {
        variationId,
        activeQty: after.quantityAfter,
        delta: request.delta,
        reason: request.reason,
        note: request.note ?? null,
      },
    });
    return after;
  });
  await announce(news, [cacheTags.product(productId)]);
  return {
    productId,
    variationId,
    activeQty: result.quantityAfter,
    productActiveQty: result.productQty,
  };
}

/** GET admin/products/{id}/stock-movements. */
export async function stockMovements(
  db: Db,
  productId: number,
  page: number,
): Promise<StockMovementPage> {
  if (!(await productRow(db, productId))) throw productGone(productId);
  return listStockMovements(db, productId, page);
}

/** GET admin/products/{id}/history: its audit entries, newest first. */
export async function productHistory(db: Db, productId: number, page: number): Promise<AuditPage> {
  if (!(await productRow(db, productId))) throw productGone(productId);
  return listAudit(db, { entity: 'product', entityId: String(productId), page });
}

// ---------------------------------------------------------------------------------------------
// Categories

const categoryGone = (categoryId: number) => notFound(`Category ${categoryId} does not exist.`);

function toCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    name: textPair(row.name),
    sortOrder: row.sortOrder,
    published: row.published,
    productCount: row.productCount,
  };
}

/** The tree, depth first, each category's children in their order. */
function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const ordered: CategoryRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

/** GET admin/categories. */
export async function listCategories(db: Db): Promise<AdminCategory[]> {
  return treeOrder(await categoryRows(db)).map(toCategory);
}

async function categoryOf(db: Db, categoryId: number): Promise<CategoryRow | undefined> {
  return (await categoryRows(db)).find((row) => row.id === categoryId);
}

const categoryAudit = (row: CategoryRow | undefined) =>
  row
    ? {
        parentId: row.parentId,
        name: textPair(row.name),
        sortOrder: row.sortOrder,
        published: row.published,
        path: row.path,
      }
    : null;

/** POST admin/categories: the last child of its parent. */
export async function createCategory(
  { db, news, actor }: Writer,
  request: CreateCategoryRequest,
): Promise<AdminCategory> {
  const parentId = request.parentId ?? null;
  const created = await db.transaction(async (tx) => {
    const parentPath = parentId === null ? [] : await categoryPath(tx, parentId);
    if (!parentPath) throw notFoundField('parentId', 'errors.categoryUnknown');
    const id = await insertCategory(tx, {
      parentId,
      parentPath,
      name: storedText(request.name),
      published: request.published ?? true,
    });
    const row = (await categoryOf(tx, id))!;
    await recordChange(tx, actor, {
      entity: 'category',
      entityId: id,
      action: 'create',
      before: null,
      after: categoryAudit(row),
    });
    return row;
  });
  await announce(news, [
    catalogueTags.productLists,
    ...(parentId === null ? [] : [catalogueTags.category(parentId)]),
  ]);
  return toCategory(created);
}

/** The categories under `categoryId` (by their paths), itself included. */
const subtreeOf = (rows: CategoryRow[], categoryId: number) =>
  rows.filter((row) => row.path.includes(categoryId)).map((row) => row.id);

/** PUT admin/categories/{id}: its names and whether it is published. */
export async function updateCategory(
  { db, news, actor }: Writer,
  categoryId: number,
  request: UpdateCategoryRequest,
): Promise<AdminCategory> {
  const { row, tags } = await db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await categoryRows(tx);
    const before = rows.find((candidate) => candidate.id === categoryId);
    if (!before) throw categoryGone(categoryId);
    await updateCategoryRow(tx, categoryId, {
      name: storedText(request.name),
      published: request.published,
    });
    const after = (await categoryOf(tx, categoryId))!;
    await recordChange(tx, actor, {
      entity: 'category',
      entityId: categoryId,
      action: 'update',
      before: categoryAudit(before),
      after: categoryAudit(after),
    });
    // Hiding or showing it hides or shows everything under it, in every list.
    const tags =
      before.published === after.published
        ? [catalogueTags.category(categoryId)]
        : [...subtreeOf(rows, categoryId).map(catalogueTags.category), catalogueTags.productLists];
    return { row: after, tags };
  });
  await announce(news, tags);
  return toCategory(row);
}

/**
 * PUT admin/categories/{id}/position: under its new parent at `index`, its old and new siblings
 * renumbered, and the paths of it, everything under it and their products rewritten.
 */
export async function moveCategory(
  { db, news, actor }: Writer,
  categoryId: number,
  request: MoveCategoryRequest,
): Promise<AdminCategory[]> {
  const parentId = request.parentId ?? null;
  const tags = await db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await categoryRows(tx);
    const moving = rows.find((row) => row.id === categoryId);
    if (!moving) throw categoryGone(categoryId);
    const parent = parentId === null ? null : rows.find((row) => row.id === parentId);
    if (parent === undefined) throw notFoundField('parentId', 'errors.categoryUnknown');
    if (parent?.path.includes(categoryId)) {
      throw new HttpError(409, 'conflict', 'errors.categoryCycle', {
        parentId: 'errors.categoryCycle',
      });
    }
    const siblingsOf = (id: number | null) =>
      rows
        .filter((row) => row.parentId === id && row.id !== categoryId)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((row) => row.id);
    const newSiblings = siblingsOf(parentId);
    newSiblings.splice(Math.min(request.index, newSiblings.length), 0, categoryId);
    if (moving.parentId !== parentId) {
      await placeCategories(tx, moving.parentId, siblingsOf(moving.parentId));
    }
    await placeCategories(tx, parentId, newSiblings);
    let movedProducts: number[] = [];
    const newPath = [...(parent?.path ?? []), categoryId];
    if (moving.parentId !== parentId) {
      movedProducts = await rewritePaths(tx, categoryId, moving.path, newPath);
    }
    const after = (await categoryOf(tx, categoryId))!;
    await recordChange(tx, actor, {
      entity: 'category',
      entityId: categoryId,
      action: 'move',
      before: categoryAudit(moving),
      after: categoryAudit(after),
    });
    return [
      ...subtreeOf(rows, categoryId).map(catalogueTags.category),
      ...[moving.parentId, parentId].flatMap((id) =>
        id === null ? [] : [catalogueTags.category(id)],
      ),
      ...movedProducts.map(cacheTags.product),
      catalogueTags.productLists,
    ];
  });
  await announce(news, tags);
  return listCategories(db);
}

/** DELETE admin/categories/{id}: only an empty one (no products, no subcategories). */
export async function removeCategory(
  { db, news, actor }: Writer,
  categoryId: number,
): Promise<void> {
  const parentId = await db.transaction(async (tx) => {
    await lockCategories(tx);
    const row = await categoryOf(tx, categoryId);
    if (!row) throw categoryGone(categoryId);
    const usage = await categoryUsage(tx, categoryId);
    if (usage.products > 0 || usage.children > 0) {
      throw new HttpError(409, 'conflict', 'errors.categoryNotEmpty');
    }
    await deleteCategory(tx, categoryId);
    await recordChange(tx, actor, {
      entity: 'category',
      entityId: categoryId,
      action: 'delete',
      before: categoryAudit(row),
      after: null,
    });
    return row.parentId;
  });
  await announce(news, [
    catalogueTags.category(categoryId),
    ...(parentId === null ? [] : [catalogueTags.category(parentId)]),
    catalogueTags.productLists,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Brands

const brandGone = (brandId: number) => notFound(`Brand ${brandId} does not exist.`);

function toBrand(row: Awaited<ReturnType<typeof brandRows>>[number]): AdminBrand {
  return { ...row, name: textPair(row.name) };
}

/** GET admin/brands. */
export async function listBrands(db: Db): Promise<AdminBrand[]> {
  return (await brandRows(db)).map(toBrand);
}

/** POST admin/brands: the last in display order. */
export async function createBrand(
  { db, news, actor }: Writer,
  request: { name: { en: string; ar?: string | undefined } },
): Promise<AdminBrand> {
  const brand = await db.transaction(async (tx) => {
    const id = await insertBrand(tx, storedText(request.name));
    const [row] = await brandRows(tx, id);
    await recordChange(tx, actor, {
      entity: 'brand',
      entityId: id,
      action: 'create',
      before: null,
      after: { name: textPair(row!.name) },
    });
    return row!;
  });
  await announce(news, [catalogueTags.productLists]);
  return toBrand(brand);
}

/** PUT admin/brands/{id}: its names. */
export async function renameBrand(
  { db, news, actor }: Writer,
  brandId: number,
  request: { name: { en: string; ar?: string | undefined } },
): Promise<AdminBrand> {
  const brand = await db.transaction(async (tx) => {
    const before = await lockBrand(tx, brandId);
    if (!before) throw brandGone(brandId);
    await updateBrand(tx, brandId, storedText(request.name));
    const [row] = await brandRows(tx, brandId);
    await recordChange(tx, actor, {
      entity: 'brand',
      entityId: brandId,
      action: 'update',
      before: { name: textPair(before.name) },
      after: { name: textPair(row!.name) },
    });
    return row!;
  });
  await announce(news, [catalogueTags.brand(brandId)]);
  return toBrand(brand);
}

/** DELETE admin/brands/{id}: its products keep no brand. */
export async function removeBrand({ db, news, actor }: Writer, brandId: number): Promise<void> {
  const products = await db.transaction(async (tx) => {
    const before = await lockBrand(tx, brandId);
    if (!before) throw brandGone(brandId);
    const products = await deleteBrand(tx, brandId);
    await recordChange(tx, actor, {
      entity: 'brand',
      entityId: brandId,
      action: 'delete',
      before: { name: textPair(before.name), products },
      after: null,
    });
    return products;
  });
  await announce(news, [
    catalogueTags.brand(brandId),
    ...products.map(cacheTags.product),
    catalogueTags.productLists,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Low stock, for the dashboard (modules/orders/dashboard)

/**
 * Products (without variations) and variations a shopper can see with LOW_STOCK_MAX units or
 * fewer, out of stock included: the fewest first, LOW_STOCK_ROWS of them, and how many in all.
 */
export async function lowStock(db: Db, lang: LanguageCode): Promise<Dashboard['lowStock']> {
  const rows = await lowStockRows(db, lang, LOW_STOCK_MAX, LOW_STOCK_ROWS);
  return {
    threshold: LOW_STOCK_MAX,
    items: rows.map(({ total: _total, ...item }) => ({ ...item, stock: Number(item.stock) })),
    total: rows[0]?.total ?? 0,
  };
}
