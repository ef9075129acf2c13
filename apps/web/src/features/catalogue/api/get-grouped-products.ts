import { api } from '@storefront/client/api-client';
import { listGroupedProducts } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET products/{id}/grouped-products (spec 7): the products a grouped product is made of. */
export function getGroupedProducts(productId: number) {
  return api.call(listGroupedProducts, { params: { id: productId }, auth: false });
}

export const groupedProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'list', { groupedIn: productId }],
    queryFn: () => getGroupedProducts(productId),
  });

export function useGroupedProducts(productId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...groupedProductsQueryOptions(productId), enabled });
}
