import type { LanguageCode } from '@storefront/contracts';
import {
  type AdminProductSort,
  type BulkProductAction,
  LOW_STOCK_MAX,
  type StockState,
} from '@storefront/contracts/admin-catalogue';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  files,
  productAttributes,
  productPictures,
  productSearchTerms,
  products,
  variations,
  variationValues,
} from '../../../db/schema.ts';
import { correlated, localized } from '../../../db/sql.ts';
import type { LocalizedText } from '../../../lib/localized-text.ts';
import { firstPicture, inCategory, visibleProduct } from '../sql.ts';

/**
 * The back office's reads and writes of the catalogue's tables (products, variations, their
 * options and pictures, search terms, categories, brands). Stock itself is written by
 * inventory/queries.ts only; a new product or variation starts at 0 here.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const noText = (column: AnyColumn, lang: string) =>
  sql`coalesce(${column}->>${lang}::text, '') = ''`;

/** The name has no Arabic, or a description or SEO text has English but no Arabic. */
const missingArabic = sql<boolean>`(${noText(products.name, 'ar')}
  or (not ${noText(products.description, 'en')} and ${noText(products.description, 'ar')})
  or (not ${noText(products.seoTitle, 'en')} and ${noText(products.seoTitle, 'ar')})
  or (not ${noText(products.seoDescription, 'en')} and ${noText(products.seoDescription, 'ar')}))`;

// ---------------------------------------------------------------------------------------------
// The product list

export interface AdminProductFilter {
  query?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  published?: boolean | undefined;
  stock?: StockState | undefined;
  missingArabic?: boolean | undefined;
  archived: boolean;
}

function whereOf(filter: AdminProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
  ];
  if (filter.query) {
    const pattern = `%${escapeLike(filter.query)}%`;
    conditions.push(
      sql`(${products.name}->>'en' ilike ${pattern} or ${products.name}->>'ar' ilike ${pattern}
        or ${products.sku} ilike ${pattern}
        or exists (select 1 from ${variations} where ${variations.productId} = ${products.id}
          and ${variations.sku} ilike ${pattern}))`,
    );
  }
  if (filter.categoryId !== undefined) conditions.push(inCategory(filter.categoryId));
  if (filter.brandId !== undefined) conditions.push(eq(products.brandId, filter.brandId));
  if (filter.published !== undefined) conditions.push(eq(products.published, filter.published));
  if (filter.stock === 'out') conditions.push(eq(products.activeQty, 0));
  if (filter.stock === 'low') {
    conditions.push(sql`${products.activeQty} between 1 and ${LOW_STOCK_MAX}`);
  }
  if (filter.stock === 'in') conditions.push(sql`${products.activeQty} > ${LOW_STOCK_MAX}`);
  if (filter.missingArabic !== undefined) {
    conditions.push(filter.missingArabic ? missingArabic : sql`not ${missingArabic}`);
  }
  return and(...conditions);
}

function orderOf(sort: AdminProductSort, lang: LanguageCode): SQL[] {
  const name = localized(products.name, lang);
  const by: Record<AdminProductSort, SQL[]> = {
    newest: [desc(products.createdAt)],
    oldest: [asc(products.createdAt)],
    updated: [desc(products.updatedAt)],
    name: [sql`lower(${name}) asc`],
    'name-desc': [sql`lower(${name}) desc`],
    price: [asc(products.price)],
    'price-desc': [desc(products.price)],
    stock: [asc(products.activeQty)],
    'stock-desc': [desc(products.activeQty)],
    sku: [asc(products.sku)],
  };
  return [...by[sort], asc(products.id)];
}

export async function adminProductPage(
  db: Db,
  lang: LanguageCode,
  filter: AdminProductFilter,
  sort: AdminProductSort,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const picture = firstPicture(db, lang);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        price: products.price,
        oldPrice: products.oldPrice,
        activeQty: products.activeQty,
        published: products.published,
        archivedAt: products.archivedAt,
        categoryId: products.categoryId,
        categoryName: localized(categories.name, lang),
        brandId: products.brandId,
        brandName: sql<string | null>`${localized(brands.name, lang)}`,
        pictureKey: picture.storageKey,
        hasVariations: correlated(
          sql<boolean>`exists (select 1 from ${variations} where ${variations.productId} = ${products.id})`,
        ),
        missingArabic: correlated(missingArabic),
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoinLateral(picture, sql`true`)
      .where(where)
      .orderBy(...orderOf(sort, lang))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/**
 * Bulk publish, unpublish, archive (which unpublishes) or unarchive: answers each product that
 * changed with its state before, so the caller can audit it.
 */
export async function bulkSetProducts(db: Db, ids: number[], action: BulkProductAction) {
  const changes: Record<BulkProductAction, { set: SQL; unchanged: SQL }> = {
    publish: { set: sql`published = true`, unchanged: sql`published` },
    unpublish: { set: sql`published = false`, unchanged: sql`not published` },
    archive: {
      set: sql`published = false, archived_at = now()`,
      unchanged: sql`archived_at is not null and not published`,
    },
    unarchive: { set: sql`archived_at = null`, unchanged: sql`archived_at is null` },
  };
  const { set, unchanged } = changes[action];
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return rowsOf<{ id: number; published: boolean; archived: boolean }>(
    await db.execute(sql`
      update ${products} p set ${set}, updated_at = now()
      from (select id, published, archived_at is not null as archived from ${products}
            where id in (${idList}) and not (${unchanged}) order by id for update) prior
      where p.id = prior.id
      returning p.id, prior.published, prior.archived`),
  );
}

// ---------------------------------------------------------------------------------------------
// The product document

export async function productRow(db: Db, productId: number, { lock = false } = {}) {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof productRow>>>;

export function productRows(db: Db, productIds: number[]) {
  return db.select().from(products).where(inArray(products.id, productIds));
}

/** The products' attributes, in the order each page shows them. */
export function productOptionRows(db: Db, productIds: number[]) {
  return db
    .select({
      productId: productAttributes.productId,
      attributeId: attributes.id,
      name: attributes.name,
      kind: attributes.kind,
    })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(inArray(productAttributes.productId, productIds))
    .orderBy(asc(productAttributes.sortOrder), asc(attributes.id));
}

export function productVariationRows(db: Db, productIds: number[]) {
  return db
    .select({
      productId: variations.productId,
      id: variations.id,
      sku: variations.sku,
      price: variations.price,
      oldPrice: variations.oldPrice,
      activeQty: variations.activeQty,
    })
    .from(variations)
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(variations.id));
}

/** Each value each variation of the products has, in the values' own order. */
export function productVariationValueRows(db: Db, productIds: number[]) {
  return db
    .select({
      productId: variations.productId,
      variationId: variationValues.variationId,
      attributeId: variationValues.attributeId,
      valueId: attributeValues.id,
      value: attributeValues.value,
      colorHex: attributeValues.colorHex,
    })
    .from(variationValues)
    .innerJoin(variations, eq(variations.id, variationValues.variationId))
    .innerJoin(attributeValues, eq(attributeValues.id, variationValues.valueId))
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id));
}

export function productPictureRows(db: Db, productIds: number[]) {
  return db
    .select({
      productId: productPictures.productId,
      fileId: productPictures.fileId,
      storageKey: files.storageKey,
      alt: productPictures.alt,
      variationId: productPictures.variationId,
    })
    .from(productPictures)
    .innerJoin(files, eq(files.id, productPictures.fileId))
    .where(inArray(productPictures.productId, productIds))
    .orderBy(asc(productPictures.sortOrder));
}

export type ProductFields = Omit<
  typeof products.$inferInsert,
  'id' | 'activeQty' | 'createdAt' | 'updatedAt' | 'isGrouped'
>;

export async function insertProduct(db: Db, fields: ProductFields): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...fields, activeQty: 0 })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Db, productId: number, fields: ProductFields) {
  await db
    .update(products)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** Whether another product has this SKU; the variation SKUs other products' variations have. */
export async function takenSkus(
  db: Db,
  productId: number | null,
  sku: string,
  variationSkus: string[],
): Promise<{ product: boolean; variations: Set<string> }> {
  const others = (column: AnyColumn) => (productId === null ? undefined : ne(column, productId));
  const [productHit] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${products.sku}) = ${sku.toLowerCase()}`, others(products.id)))
    .limit(1);
  const lowered = variationSkus.map((s) => s.toLowerCase());
  const variationHits =
    lowered.length === 0
      ? []
      : await db
          .select({ sku: sql<string>`lower(${variations.sku})` })
          .from(variations)
          .where(
            and(inArray(sql`lower(${variations.sku})`, lowered), others(variations.productId)),
          );
  return {
    product: productHit !== undefined,
    variations: new Set(variationHits.map((v) => v.sku)),
  };
}

/** The path of a category (its ids from the top), or undefined when there is none. */
export async function categoryPath(db: Db, categoryId: number): Promise<number[] | undefined> {
  const [row] = await db
    .select({ path: categories.path })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.path;
}

export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return row !== undefined;
}

/** The ids of the files among `ids` that exist. */
export async function existingFiles(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((row) => row.id));
}

export interface AttributeRow {
  id: number;
  name: LocalizedText;
  kind: 'text' | 'color';
}

/** Attributes whose English name is one of `names` (compared lower-cased and trimmed). */
export async function attributesNamed(db: Db, names: string[]): Promise<AttributeRow[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: attributes.id, name: attributes.name, kind: attributes.kind })
    .from(attributes)
    .where(
      inArray(
        sql`lower(trim(${attributes.name}->>'en'))`,
        names.map((n) => n.trim().toLowerCase()),
      ),
    )
    .orderBy(asc(attributes.id));
}

export async function insertAttribute(
  db: Db,
  row: { name: LocalizedText; kind: 'text' | 'color' },
): Promise<number> {
  const [inserted] = await db.insert(attributes).values(row).returning({ id: attributes.id });
  return inserted!.id;
}

export async function setAttributeName(db: Db, attributeId: number, name: LocalizedText) {
  await db.update(attributes).set({ name }).where(eq(attributes.id, attributeId));
}

export async function valuesOfAttributes(db: Db, attributeIds: number[]) {
  if (attributeIds.length === 0) return [];
  return db
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      value: attributeValues.value,
      colorHex: attributeValues.colorHex,
      sortOrder: attributeValues.sortOrder,
    })
    .from(attributeValues)
    .where(inArray(attributeValues.attributeId, attributeIds))
    .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id));
}

export async function insertAttributeValue(
  db: Db,
  row: { attributeId: number; value: LocalizedText; colorHex: string | null; sortOrder: number },
): Promise<number> {
  const [inserted] = await db
    .insert(attributeValues)
    .values(row)
    .returning({ id: attributeValues.id });
  return inserted!.id;
}

export async function setAttributeValue(
  db: Db,
  valueId: number,
  fields: { value: LocalizedText; colorHex: string | null },
) {
  await db.update(attributeValues).set(fields).where(eq(attributeValues.id, valueId));
}

/** The products that show any of these attributes or values (their names are shared). */
export async function productsShowing(
  db: Db,
  attributeIds: number[],
  valueIds: number[],
): Promise<number[]> {
  const ids = new Set<number>();
  if (attributeIds.length > 0) {
    const rows = await db
      .select({ id: productAttributes.productId })
      .from(productAttributes)
      .where(inArray(productAttributes.attributeId, attributeIds));
    for (const row of rows) ids.add(row.id);
  }
  if (valueIds.length > 0) {
    const rows = await db
      .selectDistinct({ id: variations.productId })
      .from(variationValues)
      .innerJoin(variations, eq(variations.id, variationValues.variationId))
      .where(inArray(variationValues.valueId, valueIds));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/** `fresh`: the product was made in this transaction, so it has nothing to replace. */
export async function setProductAttributes(
  db: Db,
  productId: number,
  attributeIds: number[],
  fresh = false,
) {
  if (!fresh) await db.delete(productAttributes).where(eq(productAttributes.productId, productId));
  if (attributeIds.length > 0) {
    await db
      .insert(productAttributes)
      .values(
        attributeIds.map((attributeId, sortOrder) => ({ productId, attributeId, sortOrder })),
      );
  }
}

/** Deletes the product's variations not in `keep` (their pictures and values go with them). */
export async function deleteVariationsExcept(db: Db, productId: number, keep: number[]) {
  await db
    .delete(variations)
    .where(
      and(
        eq(variations.productId, productId),
        keep.length > 0 ? notInArray(variations.id, keep) : undefined,
      ),
    );
}

/** New variations of a product, in one statement: their ids, in the order given. */
export async function insertVariations(
  db: Db,
  rows: { productId: number; sku: string; price: number; oldPrice: number | null }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(variations)
    .values(rows.map((row) => ({ ...row, activeQty: 0 })))
    .returning({ id: variations.id, sku: variations.sku });
  const ids = new Map(inserted.map((row) => [row.sku, row.id]));
  return rows.map((row) => ids.get(row.sku)!);
}

export async function updateVariation(
  db: Db,
  variationId: number,
  fields: { sku: string; price: number; oldPrice: number | null },
) {
  await db.update(variations).set(fields).where(eq(variations.id, variationId));
}

/** Each variation's values, replacing what the existing ones had, in two statements. */
export async function setVariationValues(
  db: Db,
  rows: { variationId: number; attributeId: number; valueId: number; existing: boolean }[],
) {
  const existing = [...new Set(rows.filter((row) => row.existing).map((row) => row.variationId))];
  if (existing.length > 0) {
    await db.delete(variationValues).where(inArray(variationValues.variationId, existing));
  }
  if (rows.length > 0) {
    await db.insert(variationValues).values(
      rows.map(({ variationId, attributeId, valueId }) => ({
        variationId,
        attributeId,
        valueId,
      })),
    );
  }
}

export async function setProductPictures(
  db: Db,
  productId: number,
  rows: { fileId: string; alt: LocalizedText; variationId: number | null }[],
  fresh = false,
) {
  if (!fresh) await db.delete(productPictures).where(eq(productPictures.productId, productId));
  if (rows.length > 0) {
    await db
      .insert(productPictures)
      .values(rows.map((row, sortOrder) => ({ productId, sortOrder, ...row })));
  }
}

export async function setSearchTerms(
  db: Db,
  productId: number,
  terms: { lang: 'en' | 'ar'; term: string }[],
  fresh = false,
) {
  if (!fresh)
    await db.delete(productSearchTerms).where(eq(productSearchTerms.productId, productId));
  if (terms.length > 0) {
    await db.insert(productSearchTerms).values(terms.map((t) => ({ productId, ...t })));
  }
}

/**
 * A product with variations shows the lowest variation's price (with that variation's old
 * price) and the sum of their stock (the schema's comment on products).
 */
export async function syncProductWithVariations(db: Db, productId: number) {
  await db.execute(sql`
    update ${products} p set
      price = v.price, old_price = v.old_price, active_qty = v.total
    from (select
            (array_agg(price order by price, id))[1] as price,
            (array_agg(old_price order by price, id))[1] as old_price,
            sum(active_qty)::int as total
          from ${variations} where product_id = ${productId}::int) v
    where p.id = ${productId}::int and v.price is not null`);
}

/** A product that had variations and has none now: its stock was theirs, and went with them. */
export async function clearProductStock(db: Db, productId: number) {
  await db.update(products).set({ activeQty: 0 }).where(eq(products.id, productId));
}

// ---------------------------------------------------------------------------------------------
// Categories

export function categoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      sortOrder: categories.sortOrder,
      published: categories.published,
      path: categories.path,
      productCount: correlated(
        sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id})`,
      ),
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

/** Locks every category: a move rewrites paths under it, and two moves must not cross. */
export async function lockCategories(db: Db) {
  await db.execute(sql`select id from ${categories} order by id for update`);
}

export async function insertCategory(
  db: Db,
  row: { parentId: number | null; parentPath: number[]; name: LocalizedText; published: boolean },
): Promise<number> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${categories.sortOrder})` })
    .from(categories)
    .where(
      row.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, row.parentId),
    );
  const [inserted] = await db
    .insert(categories)
    .values({
      parentId: row.parentId,
      name: row.name,
      published: row.published,
      sortOrder: (last?.max ?? -1) + 1,
      path: row.parentPath,
    })
    .returning({ id: categories.id });
  const id = inserted!.id;
  await db
    .update(categories)
    .set({ path: [...row.parentPath, id] })
    .where(eq(categories.id, id));
  return id;
}

export async function updateCategory(
  db: Db,
  categoryId: number,
  fields: { name: LocalizedText; published: boolean },
) {
  await db.update(categories).set(fields).where(eq(categories.id, categoryId));
}

/** Sets the parent of a category and the sort order of each sibling, by position. */
export async function placeCategories(db: Db, parentId: number | null, orderedIds: number[]) {
  for (const [sortOrder, id] of orderedIds.entries()) {
    await db.update(categories).set({ parentId, sortOrder }).where(eq(categories.id, id));
  }
}

/**
 * Rewrites the path of a moved category and of everything under it (`oldPath` → `newPath` as
 * their prefix), then the category path of every product in them. Answers the products moved.
 */
export async function rewritePaths(
  db: Db,
  categoryId: number,
  oldPath: number[],
  newPath: number[],
): Promise<number[]> {
  const prefix = sql`array[${sql.join(
    newPath.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
  await db.execute(sql`
    update ${categories} set path = ${prefix} || path[${oldPath.length + 1}:]
    where path @> array[${categoryId}::int]`);
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${products} p set category_path = c.path
      from ${categories} c
      where c.id = p.category_id and c.path @> array[${categoryId}::int]
      returning p.id`),
  ).map((row) => row.id);
}

export async function categoryUsage(db: Db, categoryId: number) {
  const [row] = await db
    .select({
      products: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categoryId})`,
      children: sql<number>`(select count(*)::int from ${categories} where ${categories.parentId} = ${categoryId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function deleteCategory(db: Db, categoryId: number) {
  await db.delete(categories).where(eq(categories.id, categoryId));
}

// ---------------------------------------------------------------------------------------------
// Brands

export function brandRows(db: Db, brandId?: number) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      sortOrder: brands.sortOrder,
      productCount: correlated(
        sql<number>`(select count(*)::int from ${products} where ${products.brandId} = ${brands.id})`,
      ),
    })
    .from(brands)
    .where(brandId === undefined ? undefined : eq(brands.id, brandId))
    .orderBy(asc(brands.sortOrder), asc(brands.id));
}

export async function lockBrand(db: Db, brandId: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).for('update');
  return row;
}

export async function insertBrand(db: Db, name: LocalizedText): Promise<number> {
  const [inserted] = await db
    .insert(brands)
    .values({
      name,
      sortOrder: sql`coalesce((select max(${brands.sortOrder}) from ${brands}), -1) + 1`,
    })
    .returning({ id: brands.id });
  return inserted!.id;
}

export async function updateBrand(db: Db, brandId: number, name: LocalizedText) {
  await db.update(brands).set({ name }).where(eq(brands.id, brandId));
}

/** Deletes a brand; its products keep no brand (the key sets null). Answers those products. */
export async function deleteBrand(db: Db, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandId, brandId));
  await db.delete(brands).where(eq(brands.id, brandId));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Low stock (the dashboard)

export interface LowStockRow {
  productId: number;
  variationId: number | null;
  name: string;
  variation: string | null;
  sku: string;
  stock: number;
  total: number;
}

/**
 * What shoppers can see and may soon not buy: products without variations, and variations, whose
 * stock is at or below `threshold`, fewest units first, `limit` of them, each row with the count
 * of all. Grouped products are left out (their stock is their parts'), and so are archived ones.
 */
export async function lowStockRows(
  db: Db,
  lang: LanguageCode,
  threshold: number,
  limit: number,
): Promise<LowStockRow[]> {
  const shown = sql`${visibleProduct} and ${products.archivedAt} is null and not ${products.isGrouped}`;
  const valueName = localized(attributeValues.value, lang);
  return rowsOf<LowStockRow>(
    await db.execute(sql`
      with low as (
        select ${products.id} as product_id, null::int as variation_id, ${products.sku} as sku,
               ${products.activeQty} as stock, ${products.name} as name, null::text as variation
        from ${products}
        where ${shown} and ${products.activeQty} <= ${threshold}
          and not exists (select 1 from ${variations} where ${variations.productId} = ${products.id})
        union all
        select ${products.id}, ${variations.id}, ${variations.sku}, ${variations.activeQty},
               ${products.name},
               (select string_agg(${valueName}, ' / '
                         order by ${productAttributes.sortOrder}, ${variationValues.attributeId})
                from ${variationValues}
                join ${attributeValues} on ${attributeValues.id} = ${variationValues.valueId}
                left join ${productAttributes}
                  on ${productAttributes.productId} = ${variations.productId}
                 and ${productAttributes.attributeId} = ${variationValues.attributeId}
                where ${variationValues.variationId} = ${variations.id})
        from ${variations}
        join ${products} on ${products.id} = ${variations.productId}
        where ${shown} and ${variations.activeQty} <= ${threshold}
      )
      select product_id as "productId", variation_id as "variationId", sku, stock,
             ${localized(sql`name`, lang)} as name, variation, count(*) over ()::int as total
      from low
      order by stock, product_id, variation_id nulls first
      limit ${limit}`),
  );
}
