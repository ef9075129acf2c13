import { api } from '@storefront/client/api-client';
import type { UpdateCustomerRequest } from '@storefront/contracts/accounts';
import { updateCustomer as updateCustomerEndpoint } from '@storefront/contracts/endpoints/accounts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryOptions } from './get-customer.ts';

export type CustomerChanges = Omit<UpdateCustomerRequest, 'avatarPath'>;

/** PUT users/customers/{userId} (spec 7: the body adds an empty avatarPath). */
export function updateCustomer(changes: CustomerChanges) {
  const body: UpdateCustomerRequest = { ...changes, avatarPath: '' };
  return api.call(updateCustomerEndpoint, { body });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const { queryKey } = customerQueryOptions();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      if (customer && typeof customer === 'object') queryClient.setQueryData(queryKey, customer);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });
}
