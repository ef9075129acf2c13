import { api } from '@storefront/client/api-client';
import { listShippingMethods as listShippingMethodsEndpoint } from '@storefront/contracts/endpoints/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';
import { freeDeliveryOffer } from '../free-delivery.ts';

/** Where the cart ships: its shipping address, or a country before it has one. */
export type FreeDeliveryDestination = { addressId: number } | { countryId: number };

/**
 * GET shipping-methods?addressId|countryId (spec 7), read for the cart's free-delivery line:
 * the offer its methods make (freeDeliveryOffer). Not get-shipping-methods.ts, the checkout's
 * priced list: sharing that module with the cart's chunks would split it into a chunk of its
 * own, one more file name in the first load's preload list (the bundle budget).
 */
export async function getFreeDeliveryOffer(
  destination: FreeDeliveryDestination,
  signal?: AbortSignal,
) {
  const methods = await api.call(listShippingMethodsEndpoint, {
    query: { ...destination },
    signal,
  });
  return freeDeliveryOffer(methods);
}

/**
 * A method's price and threshold do not follow the sub-total, so one read serves the cart as it
 * changes (the checkout's list, keyed by sub-total, is read again on every change).
 */
export const freeDeliveryOfferQueryOptions = (
  userId: string | null,
  destination: FreeDeliveryDestination | null,
) =>
  queryOptions({
    queryKey: ['shipping', 'free-delivery', userId, destination],
    queryFn: ({ signal }) => getFreeDeliveryOffer(destination as FreeDeliveryDestination, signal),
    enabled: destination !== null,
    staleTime: 5 * 60_000,
  });

export function useFreeDeliveryOffer(destination: FreeDeliveryDestination | null) {
  const { userId } = useSession();
  return useQuery(freeDeliveryOfferQueryOptions(userId, destination));
}
