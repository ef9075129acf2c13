import { api } from '@storefront/client/api-client';
import { getPaymentStatus as getPaymentStatusEndpoint } from '@storefront/contracts/endpoints/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET payments/reference/{ref}/status (spec 7): the payment and its order's status. */
export function getPaymentStatus(reference: string, signal?: AbortSignal) {
  return api.call(getPaymentStatusEndpoint, { params: { ref: reference }, signal });
}

/** How long the result page keeps asking while a payment is still pending. */
export const STATUS_POLL_MS = 1_500;
export const STATUS_POLL_TIMES = 8;

export const paymentStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['payments', 'status', reference],
    queryFn: ({ signal }) => getPaymentStatus(reference, signal),
    staleTime: 0,
    // Pending: ask again briefly (the gateway's callback may be on its way), then stop.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < STATUS_POLL_TIMES
        ? STATUS_POLL_MS
        : false,
  });

export function usePaymentStatus(reference: string | null) {
  return useQuery({ ...paymentStatusQueryOptions(reference ?? ''), enabled: reference !== null });
}
