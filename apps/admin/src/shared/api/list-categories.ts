import { api } from '@storefront/client/api-client';
import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { listAdminCategories } from '@storefront/contracts/endpoints/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET admin/categories: the whole tree, depth first (products filter and edit by it too). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => api.call(listAdminCategories, { signal }),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

/** Each category with its depth in the tree (0 at the top), in the list's order. */
export function withDepth(categories: readonly AdminCategory[]) {
  const depth = new Map<number, number>();
  return categories.map((category) => {
    const level = category.parentId === null ? 0 : (depth.get(category.parentId) ?? 0) + 1;
    depth.set(category.id, level);
    return { ...category, depth: level };
  });
}
