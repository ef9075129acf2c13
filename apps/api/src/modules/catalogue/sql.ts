import type { LanguageCode } from '@storefront/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, files, productPictures, products } from '../../db/schema.ts';
import { localized } from '../../db/sql.ts';
import { publicFilePath } from '../files/service.ts';

/**
 * SQL pieces of the catalogue: what a visible product or category is, a product's first
 * picture, stock and sale. The catalogue's queries share them, and so do the queries of the
 * modules that show products (cart, wishlist, orders): the one place another module's queries
 * may import from the catalogue. Languages are bound parameters like every other value; the
 * only text is fixed SQL.
 */

/**
 * A product a shopper may see: published, and not under an unpublished category. The hidden
 * categories are few, so PostgreSQL reads them once per query (an InitPlan) and each product
 * costs one small array overlap.
 */
export const visibleProduct: SQL = sql`(${products.published} and not (${products.categoryPath} && (select coalesce(array_agg(${categories.id}), '{}'::int[]) from ${categories} where not ${categories.published})))`;

/**
 * A category a shopper may see: published, and so is every category above it (`path` holds
 * the ids from the top down, itself included).
 */
export const visibleCategory: SQL = sql`not exists (select 1 from ${categories} as hidden where hidden.id = any(${categories.path}) and not hidden.published)`;

export const inStock: SQL<boolean> = sql<boolean>`(${products.activeQty} > 0)`;
export const onSale: SQL<boolean> = sql<boolean>`(${products.oldPrice} is not null and ${products.oldPrice} > ${products.price})`;

/** "This category and everything under it", served by the GIN index on category_path. */
export function inCategory(categoryId: number): SQL {
  return sql`${products.categoryPath} @> array[${categoryId}]::int[]`;
}

/**
 * The order lists start with: in stock first when the theme keeps out-of-stock products at the
 * end (spec 3), written exactly as the browse index reads (docs/api.md, Performance).
 */
export function stockFirst(keepOutOfStockAtEnd: boolean): SQL[] {
  return keepOutOfStockAtEnd ? [sql`(${products.activeQty} > 0) desc`] : [];
}

/** Where the server serves a stored file: `/files/<key>` (modules/files). */
export const filePath = publicFilePath;

export interface PictureRow {
  storageKey: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** A picture for the contract, or null when the row has none (or a file without dimensions). */
export function pictureOf(
  row: PictureRow,
): { path: string; width: number; height: number; alt: string } | null {
  if (row.storageKey === null || !row.width || !row.height) return null;
  return {
    path: filePath(row.storageKey),
    width: row.width,
    height: row.height,
    alt: row.alt ?? '',
  };
}

/**
 * The order a product's pictures are chosen in when one is shown: the given variation's first (a
 * column of the outer query, or an id), then the product's own, then other variations', each by
 * sort order.
 */
export function pictureOrder(variation?: SQLWrapper | number | null): SQL[] {
  return [
    ...(variation === undefined || variation === null
      ? []
      : [sql`${productPictures.variationId} is not distinct from ${variation} desc`]),
    sql`${productPictures.variationId} is not null`,
    sql`${productPictures.sortOrder}`,
  ];
}

/**
 * The first picture of the product in the outer query, as a lateral subquery on product_pictures'
 * primary key (product_id, sort_order): the product's own first picture, or, for a product whose
 * pictures all show variations, the first of those. Given the variation a line holds (a column of
 * the outer query: cart and order lines), that variation's first picture comes before them, so a
 * red shirt in the cart shows red.
 */
export function firstPicture(db: Db, lang: LanguageCode, variation?: SQLWrapper) {
  return db
    .select({
      storageKey: sql<string>`${files.storageKey}`.as('picture_key'),
      width: sql<number | null>`${files.width}`.as('picture_width'),
      height: sql<number | null>`${files.height}`.as('picture_height'),
      alt: sql<string>`${localized(productPictures.alt, lang)}`.as('picture_alt'),
    })
    .from(productPictures)
    .innerJoin(files, sql`${files.id} = ${productPictures.fileId}`)
    .where(
      sql`${productPictures.productId} = ${products.id} and ${files.width} is not null and ${files.height} is not null`,
    )
    .orderBy(...pictureOrder(variation))
    .limit(1)
    .as('picture');
}
