import { api } from '@storefront/client/api-client';
import type { Customer } from '@storefront/contracts/accounts';
import { getCustomer as getCustomerEndpoint } from '@storefront/contracts/endpoints/accounts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the banner shows of the customer (the staff page already knows it when starting). */
export type ImpersonatedCustomer = Pick<Customer, 'userId' | 'displayName' | 'email'>;

/**
 * GET users/customers/{userId} (spec 7) made with the impersonation token, which takes
 * precedence (spec 6), so `{userId}` is the impersonated customer.
 */
export function getImpersonatedCustomer(signal?: AbortSignal): Promise<ImpersonatedCustomer> {
  return api.call(getCustomerEndpoint, { signal });
}

export const impersonatedCustomerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['impersonation', 'detail', userId],
    queryFn: ({ signal }) => getImpersonatedCustomer(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useImpersonatedCustomer(userId: string) {
  return useQuery(impersonatedCustomerQueryOptions(userId));
}

/** The customer's display name (spec 3), else their email. */
export function customerName(customer: Pick<Customer, 'displayName' | 'email'>): string | null {
  return customer.displayName?.trim() || customer.email?.trim() || null;
}
