import { api } from '@storefront/client/api-client';
import { listProducts } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET products?ids (spec 7): the products of an id list, in its order (gone ones left out). */
export async function getProductsByIds(ids: readonly number[]) {
  const page = await api.call(listProducts, {
    query: { ids: ids.join(','), itemsPerPage: Math.max(ids.length, 1) },
    auth: false,
  });
  return page.items;
}

export const productsByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['catalogue', 'list', { ids: ids.join(',') }],
    queryFn: () => getProductsByIds(ids),
    enabled: ids.length > 0,
  });

export function useProductsByIds(ids: readonly number[]) {
  return useQuery(productsByIdsQueryOptions(ids));
}
