import { api } from '@storefront/client/api-client';
import type { AdminCustomersQuery } from '@storefront/contracts/admin-customers';
import { listAdminCustomers } from '@storefront/contracts/endpoints/admin/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const customersQueryOptions = (query: AdminCustomersQuery) =>
  queryOptions({
    queryKey: ['customers', 'list', query],
    queryFn: ({ signal }) => api.call(listAdminCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: AdminCustomersQuery) => useQuery(customersQueryOptions(query));
