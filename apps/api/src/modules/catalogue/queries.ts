import type { LanguageCode } from '@storefront/contracts';
import type { ProductSummary } from '@storefront/contracts/catalogue';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { brands, products, variations } from '../../db/schema.ts';
import { correlated, localized } from '../../db/sql.ts';
import { firstPicture, pictureOf } from './sql.ts';

/**
 * Product summaries (cards, grids, search results) in ONE query per list: the brand by a join,
 * the first picture by a lateral subquery on product_pictures' primary key, whether there are
 * variations by an index probe; no query per product.
 */
export function selectSummaries(db: Db, lang: LanguageCode) {
  return selectSummariesWith(db, lang, {});
}

/** The same, with more columns (the product page's details) in the same query. */
export function selectSummariesWith<Extra extends SelectedFields>(
  db: Db,
  lang: LanguageCode,
  extra: Extra,
) {
  const picture = firstPicture(db, lang);
  return db
    .select({
      ...extra,
      productId: products.id,
      productName: localized(products.name, lang),
      price: products.price,
      oldPrice: products.oldPrice,
      brandId: products.brandId,
      brandName: sql<string | null>`${localized(brands.name, lang)}`,
      categoryId: products.categoryId,
      activeQty: products.activeQty,
      hasVariations: correlated(
        sql<boolean>`exists (select 1 from ${variations} where ${variations.productId} = ${products.id})`,
      ),
      pictureKey: picture.storageKey,
      pictureWidth: picture.width,
      pictureHeight: picture.height,
      pictureAlt: picture.alt,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoinLateral(picture, sql`true`)
    .$dynamic();
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    productId: row.productId,
    productName: row.productName,
    price: row.price,
    oldPrice: row.oldPrice,
    picture: pictureOf({
      storageKey: row.pictureKey,
      width: row.pictureWidth,
      height: row.pictureHeight,
      alt: row.pictureAlt,
    }),
    brandId: row.brandId,
    brandName: row.brandName,
    categoryId: row.categoryId,
    activeQty: row.activeQty,
    inStock: row.activeQty > 0,
    hasVariations: row.hasVariations,
  };
}

/**
 * Summaries matching `where`, in `order`, one page of them. The page's ids are chosen first
 * (the plan that follows an index and stops early), and only those rows get their brand,
 * picture and variations probe: otherwise PostgreSQL may decorate every match before sorting.
 */
export async function findSummaries(
  db: Db,
  lang: LanguageCode,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<ProductSummary[]> {
  if (page.limit === 0) return [];
  const ids = db
    .select({ id: sql<number>`${products.id}`.as('page_id') })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await selectSummaries(db, lang)
    .innerJoin(ids, eq(ids.id, products.id))
    .orderBy(...order);
  return rows.map(toSummary);
}

/**
 * Counting every match reads every matching row, the one part of a search whose cost grows
 * with the catalogue (tens of milliseconds at 100,000 products). Shoppers page through the same
 * search, so a count is kept for a few seconds per database, keyed by what decided its WHERE.
 */
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_SIZE = 1_000;
const counts = new WeakMap<Db, Map<string, { at: number; value: Promise<number> }>>();

/** The number of products matching `where`; `cacheKey` names the criteria that built it. */
export function countProducts(db: Db, where: SQL, cacheKey?: string): Promise<number> {
  if (cacheKey === undefined) return countNow(db, where);
  let cache = counts.get(db);
  if (!cache) {
    cache = new Map();
    counts.set(db, cache);
  }
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.value;
  if (cache.size >= COUNT_CACHE_SIZE) cache.clear();
  const value = countNow(db, where);
  cache.set(cacheKey, { at: Date.now(), value });
  value.catch(() => cache.delete(cacheKey));
  return value;
}

/** Forget the cached counts (after the catalogue changes; tests). */
export function forgetProductCounts(db: Db): void {
  counts.delete(db);
}

async function countNow(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  return row?.count ?? 0;
}
