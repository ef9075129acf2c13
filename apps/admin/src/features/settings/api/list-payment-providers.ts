import { api } from '@storefront/client/api-client';
import { listAdminPaymentProviders } from '@storefront/contracts/endpoints/admin/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every payment provider, on or off, in the checkout's order. */
export const paymentProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'payments', 'list'],
    queryFn: ({ signal }) => api.call(listAdminPaymentProviders, { signal }),
  });

export const usePaymentProviders = () => useQuery(paymentProvidersQueryOptions());
