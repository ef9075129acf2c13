import { api } from '@storefront/client/api-client';
import { getDefaultShippingMethod } from '@storefront/contracts/endpoints/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How long the shop's default shipping method takes, in days. */
export interface DeliveryDays {
  minDays: number;
  maxDays: number;
}

/**
 * GET shipping-methods/default (the method the back office made the shop's default), asked as a
 * guest: only its days are kept, which are the same for everyone (its price follows the caller's
 * cart), so the product page the server draws for every visitor can promise a date.
 */
export async function getDeliveryDays(): Promise<DeliveryDays> {
  const method = await api.call(getDefaultShippingMethod, { auth: false });
  return { minDays: method.minDays, maxDays: method.maxDays };
}

/**
 * The answer's `dataUpdatedAt` is the clock the promised date is counted from: the server draws
 * the page with the time it asked, the browser hydrates with that same time (lib/query-state.ts
 * keeps it), so both write the same day even around midnight; a stale answer is asked again
 * once hydrated, which moves the date on with the browser's clock.
 */
export const deliveryDaysQueryOptions = () =>
  queryOptions({
    queryKey: ['shipping', 'delivery-days'],
    queryFn: getDeliveryDays,
    staleTime: 60_000,
  });

export function useDeliveryDays({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deliveryDaysQueryOptions(), enabled });
}
