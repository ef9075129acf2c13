import type { CategoryLookup } from '@storefront/contracts/catalogue';

/** The published categories by parent (null: the top level), each in display order. */
export function childrenByParent(categories: readonly CategoryLookup[]) {
  const children = new Map<number | null, CategoryLookup[]>();
  for (const category of categories) {
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category);
    children.set(category.parentId, siblings);
  }
  return children;
}

/** The category and its ancestors, top level first; empty when it is not published. */
export function categoryPath(categories: readonly CategoryLookup[], categoryId: number | null) {
  const byId = new Map(categories.map((category) => [category.categoryId, category]));
  const path: CategoryLookup[] = [];
  let current = categoryId === null ? undefined : byId.get(categoryId);
  // The length check stops at a cycle, which a bad tree could hold.
  while (current && path.length <= categories.length) {
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}
