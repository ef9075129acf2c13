import { api } from '@storefront/client/api-client';
import { getProduct as getProductEndpoint } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET products/{id} (spec 7 Catalogue): the product page's data, names in the request's
 * language. A public call: it needs no session (decision 19).
 */
export function getProduct(productId: number) {
  return api.call(getProductEndpoint, { params: { id: productId }, auth: false });
}

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', { productId }],
    queryFn: () => getProduct(productId),
  });

export function useProduct(productId: number | null) {
  return useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });
}
