import { api } from '@storefront/client/api-client';
import { getShippingMethod } from '@storefront/contracts/endpoints/shipping';
import { DEFAULT_SHIPPING_METHOD_ID } from '@storefront/contracts/shipping-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How long the shop's default shipping method takes, in days. */
export interface DeliveryDays {
  minDays: number;
  maxDays: number;
}

/**
 * GET shipping-methods/{id} for spec 9's default method (standard), asked as a guest: only its
 * days are kept, which are the same for everyone (its price follows the caller's cart), so the
 * product page the server draws for every visitor can promise a date.
 */
export async function getDeliveryDays(): Promise<DeliveryDays> {
  const method = await api.call(getShippingMethod, {
    params: { id: DEFAULT_SHIPPING_METHOD_ID },
    auth: false,
  });
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
    queryKey: ['shipping', 'delivery-days', DEFAULT_SHIPPING_METHOD_ID],
    queryFn: getDeliveryDays,
    staleTime: 60_000,
  });

export function useDeliveryDays({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deliveryDaysQueryOptions(), enabled });
}
