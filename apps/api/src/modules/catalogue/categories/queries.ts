import type { LanguageCode } from '@storefront/contracts';
import type { Category } from '@storefront/contracts/catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, files } from '../../../db/schema.ts';
import { correlated, localized } from '../../../db/sql.ts';
import { countProducts } from '../queries.ts';
import { inCategory, visibleCategory, visibleProduct } from '../sql.ts';

/** The categories' reads. */

/** The visible categories, by sort order (not yet in tree order). */
export async function visibleCategoryRows(db: Db, lang: LanguageCode) {
  return db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      name: localized(categories.name, lang),
    })
    .from(categories)
    .where(visibleCategory)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** A visible category with its picture, breadcrumbs (top down) and published children. */
export async function categoryDetailRow(db: Db, lang: LanguageCode, categoryId: number) {
  const [row] = await db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      name: localized(categories.name, lang),
      description: localized(categories.description, lang),
      storageKey: files.storageKey,
      width: files.width,
      height: files.height,
      breadcrumbs: correlated(sql<
        Category['breadcrumbs']
      >`(select coalesce(json_agg(json_build_object(
          'categoryId', crumb.id, 'name', ${localized(sql`crumb.name`, lang)})
          order by array_position(${categories.path}, crumb.id)), '[]')
        from ${categories} as crumb where crumb.id = any(${categories.path}))`),
      children: correlated(sql<Category['children']>`(select coalesce(json_agg(json_build_object(
          'categoryId', child.id, 'parentId', child.parent_id, 'name', ${localized(sql`child.name`, lang)})
          order by child.sort_order, child.id), '[]')
        from ${categories} as child where child.parent_id = ${categories.id} and child.published)`),
    })
    .from(categories)
    .leftJoin(files, eq(files.id, categories.pictureId))
    .where(and(eq(categories.id, categoryId), visibleCategory));
  return row;
}

/** Whether the category exists and a shopper may see it. */
export async function isVisibleCategory(db: Db, categoryId: number): Promise<boolean> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), visibleCategory));
  return category !== undefined;
}

/** The visible products in the category and everything below it. */
export async function countProductsIn(db: Db, categoryId: number): Promise<number> {
  // The same count as GET products?categoryId, from the same short-lived cache.
  return countProducts(
    db,
    and(visibleProduct, inCategory(categoryId))!,
    JSON.stringify(['products', '', categoryId, 0]),
  );
}
