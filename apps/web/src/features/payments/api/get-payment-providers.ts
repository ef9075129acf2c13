import { api } from '@storefront/client/api-client';
import { listPaymentProviders as listPaymentProvidersEndpoint } from '@storefront/contracts/endpoints/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET payment-providers (spec 7): the active payment methods, in the page's language, sorted. */
export function getPaymentProviders(signal?: AbortSignal) {
  return api.call(listPaymentProvidersEndpoint, { signal });
}

/** One language per page load (choosing another reloads), so the key needs none. */
export const paymentProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'providers'],
    queryFn: ({ signal }) => getPaymentProviders(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentProviders() {
  return useQuery(paymentProvidersQueryOptions());
}
