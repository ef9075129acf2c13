import type { LanguageCode } from '@storefront/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, staticPages } from '../../db/schema.ts';
import { localized } from '../../db/sql.ts';
import { visibleCategory, visibleProduct } from '../catalogue/sql.ts';

/**
 * What the search-engine side reads: a product page's head, and the sitemaps' lists. "Published"
 * means what a shopper may see (the catalogue's visibleProduct and visibleCategory): a product
 * under an unpublished category is no more listed than it is shown.
 */

/** The names of the given categories in a language, visible ones only, in no order. */
export async function categoryNames(db: Db, lang: LanguageCode, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({ id: categories.id, name: localized(categories.name, lang) })
    .from(categories)
    .where(and(inArray(categories.id, [...categoryIds]), visibleCategory));
}

/**
 * The visible products in chunks of `perChunk` by id (chunk 0 first): how many chunks there are
 * and when each last changed, in one pass. Products have no update time; their creation is it.
 */
export async function productChunks(db: Db, perChunk: number) {
  const numbered = db
    .select({
      chunk: sql<number>`(row_number() over (order by ${products.id}) - 1) / ${perChunk}`.as(
        'chunk',
      ),
      createdAt: sql<Date>`${products.createdAt}`.as('created_at'),
    })
    .from(products)
    .where(visibleProduct)
    .as('numbered');
  const rows = await db
    .select({
      chunk: sql<number>`${numbered.chunk}::int`,
      lastModified: sql<string>`max(${numbered.createdAt})`,
    })
    .from(numbered)
    .groupBy(numbered.chunk)
    .orderBy(numbered.chunk);
  return rows.map((row) => ({
    chunk: Number(row.chunk),
    lastModified: new Date(row.lastModified),
  }));
}

/** One chunk of the visible products by id: their ids and creation times. */
export async function productChunk(db: Db, chunk: number, perChunk: number) {
  return db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(visibleProduct)
    .orderBy(asc(products.id))
    .offset(chunk * perChunk)
    .limit(perChunk);
}

/** Every visible category's id, in id order (a shop has hundreds, not thousands). */
export async function visibleCategoryIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(visibleCategory)
    .orderBy(asc(categories.id));
  return rows.map((row) => row.id);
}

/**
 * Every published static page's id and update time, for the sitemap. The content module owns
 * the table; this only reads it, as the catalogue's tables are read above.
 */
export async function staticPageStamps(db: Db) {
  return db
    .select({ id: staticPages.id, address: staticPages.address, updatedAt: staticPages.updatedAt })
    .from(staticPages)
    .where(eq(staticPages.published, true))
    .orderBy(asc(staticPages.id));
}
