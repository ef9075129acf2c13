import { api } from '@storefront/client/api-client';
import {
  disableAdminPaymentProvider,
  enableAdminPaymentProvider,
  reorderAdminPaymentProviders,
} from '@storefront/contracts/endpoints/admin/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentProvidersQueryOptions } from './list-payment-providers.ts';

const LIST = paymentProvidersQueryOptions().queryKey;

/** Turns a provider on or off; the answer is every provider. */
export function useSetPaymentProviderActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.call(active ? enableAdminPaymentProvider : disableAdminPaymentProvider, {
        params: { id },
      }),
    onSuccess: (providers) => queryClient.setQueryData(LIST, providers),
  });
}

/** The checkout's new order: every provider's id once. */
export function useReorderPaymentProviders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(reorderAdminPaymentProviders, { body: { ids } }),
    onSuccess: (providers) => queryClient.setQueryData(LIST, providers),
    onError: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}
