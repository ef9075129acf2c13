import { api } from '@storefront/client/api-client';
import {
  getShippingMethod as getShippingMethodEndpoint,
  listShippingMethods as listShippingMethodsEndpoint,
} from '@storefront/contracts/endpoints/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';

/** Where to ship: one of the shopper's addresses, or a country. */
export type ShippingDestination = { addressId: number } | { countryId: number };

/** GET shipping-methods?addressId|countryId (spec 7): offered and priced for the caller's cart. */
export function getShippingMethods(destination: ShippingDestination, signal?: AbortSignal) {
  return api.call(listShippingMethodsEndpoint, { query: { ...destination }, signal });
}

/** GET shipping-methods/{id}. */
export function getShippingMethod(id: number, signal?: AbortSignal) {
  return api.call(getShippingMethodEndpoint, { params: { id }, signal });
}

/**
 * The prices follow the cart's sub-total (free from a threshold, some methods only above a
 * minimum): pass the cart's subTotal so a changed cart reads them again. Disabled without a
 * destination.
 */
export const shippingMethodsQueryOptions = (
  userId: string | null,
  destination: ShippingDestination | null,
  subTotal = 0,
) =>
  queryOptions({
    queryKey: ['shipping', 'methods', userId, destination, subTotal],
    queryFn: ({ signal }) => getShippingMethods(destination as ShippingDestination, signal),
    enabled: destination !== null,
    staleTime: 30_000,
  });

export function useShippingMethods(destination: ShippingDestination | null, subTotal = 0) {
  const { userId } = useSession();
  return useQuery(shippingMethodsQueryOptions(userId, destination, subTotal));
}
