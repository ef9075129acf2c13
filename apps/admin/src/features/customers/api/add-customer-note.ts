import { api } from '@storefront/client/api-client';
import { addAdminCustomerNote } from '@storefront/contracts/endpoints/admin/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryOptions } from './get-customer.ts';

/** POST admin/customers/{id}/notes; the customer's page reads its notes again. */
export function useAddCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.call(addAdminCustomerNote, { params: { id }, body: { body } }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: customerQueryOptions(id).queryKey }),
  });
}
