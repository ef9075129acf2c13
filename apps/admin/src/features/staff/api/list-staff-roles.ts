import { api } from '@storefront/client/api-client';
import { listStaffRoles } from '@storefront/contracts/endpoints/admin/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'roles'],
    queryFn: ({ signal }) => api.call(listStaffRoles, { signal }),
    staleTime: 5 * 60_000,
  });

export const useStaffRoles = () => useQuery(staffRolesQueryOptions());
