import type { LanguageCode } from '@storefront/contracts';
import type { Category, CategoryLookup } from '@storefront/contracts/catalogue';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, files } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { countProducts } from './product-summaries.ts';
import { correlated, inCategory, localized, pictureOf, visibleProduct } from './sql.ts';

/**
 * A category a shopper may see: published, and so is every category above it (`path` holds
 * the ids from the top down, itself included).
 */
export const visibleCategory: SQL = sql`not exists (select 1 from ${categories} as hidden where hidden.id = any(${categories.path}) and not hidden.published)`;

/**
 * Depth-first display order: each category followed by its children, siblings by their sort
 * order. Categories are few (hundreds), so the tree is put in order here, not in SQL.
 */
export function inDisplayOrder<T extends { categoryId: number; parentId: number | null }>(
  rows: readonly T[],
): T[] {
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const known = new Set(rows.map((row) => row.categoryId));
  const placed = new Set<number>();
  const ordered: T[] = [];
  const place = (row: T) => {
    // A cycle in bad data must not loop: each category is placed once.
    if (placed.has(row.categoryId)) return;
    placed.add(row.categoryId);
    ordered.push(row);
    for (const child of children.get(row.categoryId) ?? []) place(child);
  };
  // Roots, and any category whose parent is not in the list (never, for a visible tree).
  for (const row of rows) {
    if (row.parentId === null || !known.has(row.parentId)) place(row);
  }
  return ordered;
}

/** GET categories/published/lookup: the visible tree, flat, in display order. */
export async function publishedCategories(db: Db, lang: LanguageCode): Promise<CategoryLookup[]> {
  const rows = await db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      name: localized(categories.name, lang),
    })
    .from(categories)
    .where(visibleCategory)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return inDisplayOrder(rows);
}

const categoryNotFound = (categoryId: number) =>
  notFound(`Category ${categoryId} does not exist or is not published.`);

/** GET categories/{id}: the category, its breadcrumbs (top down) and its visible children. */
export async function categoryDetail(
  db: Db,
  lang: LanguageCode,
  categoryId: number,
): Promise<Category> {
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
  if (!row) throw categoryNotFound(categoryId);
  return {
    categoryId: row.categoryId,
    parentId: row.parentId,
    name: row.name,
    description: row.description,
    picture: pictureOf({ ...row, alt: row.name }),
    breadcrumbs: row.breadcrumbs,
    children: row.children,
  };
}

/** GET categories/{id}/products-count: visible products in the category and everything below. */
export async function productsInCategory(db: Db, categoryId: number): Promise<number> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), visibleCategory));
  if (!category) throw categoryNotFound(categoryId);
  // The same count as GET products?categoryId, from the same short-lived cache.
  return countProducts(
    db,
    and(visibleProduct, inCategory(categoryId))!,
    JSON.stringify(['products', '', categoryId, 0]),
  );
}
