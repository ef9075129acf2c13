import { api } from '@storefront/client/api-client';
import { getAdminDashboard } from '@storefront/contracts/endpoints/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.call(getAdminDashboard, { signal }),
    // Orders keep coming: a return to the home page after a minute asks again.
    staleTime: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
