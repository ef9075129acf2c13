import { api } from '@storefront/client/api-client';
import { getAdminMe } from '@storefront/contracts/endpoints/admin/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET admin/me: who is signed in and what they may do; 403 for anyone who is not staff. */
export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => api.call(getAdminMe, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useAdminMe(enabled: boolean) {
  return useQuery({ ...adminMeQueryOptions(), enabled });
}
