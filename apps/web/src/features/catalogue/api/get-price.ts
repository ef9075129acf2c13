import { api } from '@storefront/client/api-client';
import type { GetPriceRequest } from '@storefront/contracts/catalogue';
import { getProductPrice } from '@storefront/contracts/endpoints/catalogue/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type ChosenAttribute = GetPriceRequest['attributes'][number];

/**
 * POST users/{userId}/products/{productId}/get-price (spec 7): resolves the variation the chosen
 * attribute values make, with its unit price and stock. A combination no variation has is a 404.
 * `{userId}` is filled in by the API client from the session.
 */
export function getPrice(productId: number, body: GetPriceRequest) {
  return api.call(getProductPrice, { params: { productId }, body });
}

/**
 * A read, although it is a POST: cached per product and combination, so going back to a
 * combination already seen shows its price at once. The quantity sent is 1: the answer is a
 * unit price, and the page checks the quantity against the stock it returns.
 */
export const priceQueryOptions = (productId: number, attributes: readonly ChosenAttribute[]) =>
  queryOptions({
    queryKey: ['catalogue', 'price', { productId, attributes }],
    queryFn: () => getPrice(productId, { attributes: [...attributes], quantity: 1 }),
    // Stock moves: a price seen a minute ago is asked again.
    staleTime: 30_000,
  });

export function usePrice(
  productId: number,
  attributes: readonly ChosenAttribute[],
  { enabled }: { enabled: boolean },
) {
  return useQuery({
    ...priceQueryOptions(productId, attributes),
    enabled,
    // While the next combination is asked, the last answer stays (marked as placeholder).
    placeholderData: keepPreviousData,
  });
}
