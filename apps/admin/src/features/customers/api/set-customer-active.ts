import { api } from '@storefront/client/api-client';
import {
  deactivateAdminCustomer,
  reactivateAdminCustomer,
} from '@storefront/contracts/endpoints/admin/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryOptions } from './get-customer.ts';

/**
 * POST admin/customers/{id}/deactivate or …/reactivate (`active` says which): the answer is the
 * customer as their page shows it; the list's status badges are read again.
 */
export function useSetCustomerActive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      api.call(active ? reactivateAdminCustomer : deactivateAdminCustomer, { params: { id } }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryOptions(id).queryKey, customer);
      void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}
