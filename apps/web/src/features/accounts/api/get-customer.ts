import { api } from '@storefront/client/api-client';
import { getCustomer as getCustomerEndpoint } from '@storefront/contracts/endpoints/accounts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET users/customers/{userId} (spec 7): the signed-in (or impersonated) customer. */
export function getCustomer() {
  return api.call(getCustomerEndpoint);
}

export const customerQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'detail'], queryFn: getCustomer });

export function useCustomer({ enabled }: { enabled: boolean }) {
  return useQuery({ ...customerQueryOptions(), enabled });
}
