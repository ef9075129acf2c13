import { api } from '@storefront/client/api-client';
import { listStaffCustomers } from '@storefront/contracts/endpoints/impersonation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** How many customers one search lists (the contract allows up to 50). */
export const STAFF_CUSTOMERS_PAGE = 20;

/** GET staff/customers?query&$top (ours, staff only): customers a staff member may browse as. */
export function getStaffCustomers(query: string, signal?: AbortSignal) {
  return api.call(listStaffCustomers, {
    // An empty query is dropped by the client (spec 7) and lists the first customers.
    query: { query: query.trim(), $top: STAFF_CUSTOMERS_PAGE },
    signal,
  });
}

export const staffCustomersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['impersonation', 'list', { query: query.trim() }],
    queryFn: ({ signal }) => getStaffCustomers(query, signal),
    staleTime: 30_000,
  });

/** Staff only; the page shows it only when not impersonating (the bearer is then the staff's). */
export function useStaffCustomers(query: string) {
  return useQuery({
    ...staffCustomersQueryOptions(query),
    // The previous list stays while the next search loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
