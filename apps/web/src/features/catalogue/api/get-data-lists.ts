import type { DataList } from '@storefront/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET v2/data-lists (spec 7): the product and category lists that compose the home page. */
export function getDataLists() {
  return api.get<DataList[]>('v2/data-lists', { auth: false });
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
