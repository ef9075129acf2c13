import { api } from '@storefront/client/api-client';
import { listLanguages } from '@storefront/contracts/endpoints/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET locale/languages/lookup (spec 7). */
export function getLanguages() {
  return api.call(listLanguages, { auth: false });
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['locale', 'list', 'languages'],
    queryFn: getLanguages,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLanguages(enabled = true) {
  return useQuery({ ...languagesQueryOptions(), enabled });
}
