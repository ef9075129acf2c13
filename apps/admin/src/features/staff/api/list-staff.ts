import { api } from '@storefront/client/api-client';
import { listStaff } from '@storefront/contracts/endpoints/admin/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'list'],
    queryFn: ({ signal }) => api.call(listStaff, { signal }),
  });

export const useStaffMembers = () => useQuery(staffQueryOptions());
