import { api } from '@storefront/client/api-client';
import { getAdminCustomer } from '@storefront/contracts/endpoints/admin/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'detail', id],
    queryFn: ({ signal }) => api.call(getAdminCustomer, { params: { id }, signal }),
  });

/** Asked only for an id that can be one (the page shows "not found" for anything else). */
export const useCustomer = (id: string) =>
  useQuery({ ...customerQueryOptions(id), enabled: id !== '' });
