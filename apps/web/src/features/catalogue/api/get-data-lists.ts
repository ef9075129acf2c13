import { api } from '@storefront/client/api-client';
import { listDataLists } from '@storefront/contracts/endpoints/catalogue/data-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET v2/data-lists (spec 7): the product and category lists that compose the home page. */
export function getDataLists() {
  return api.call(listDataLists, { auth: false });
}

export const dataListsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'list', 'data-lists'],
    queryFn: getDataLists,
    staleTime: 5 * 60_000,
  });

export function useDataLists() {
  return useQuery(dataListsQueryOptions());
}
