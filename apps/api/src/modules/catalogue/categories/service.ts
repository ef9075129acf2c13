import type { LanguageCode } from '@storefront/contracts';
import type { Category, CategoryLookup } from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pictureOf } from '../sql.ts';
import {
  categoryDetailRow,
  countProductsIn,
  isVisibleCategory,
  visibleCategoryRows,
} from './queries.ts';

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
  return inDisplayOrder(await visibleCategoryRows(db, lang));
}

const categoryNotFound = (categoryId: number) =>
  notFound(`Category ${categoryId} does not exist or is not published.`);

/** GET categories/{id}: the category, its breadcrumbs (top down) and its visible children. */
export async function categoryDetail(
  db: Db,
  lang: LanguageCode,
  categoryId: number,
): Promise<Category> {
  const row = await categoryDetailRow(db, lang, categoryId);
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
  if (!(await isVisibleCategory(db, categoryId))) throw categoryNotFound(categoryId);
  return countProductsIn(db, categoryId);
}
