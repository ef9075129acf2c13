import { api } from '@storefront/client/api-client';
import { listImports } from '@storefront/contracts/endpoints/admin/imports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const importsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['imports', 'list', page],
    queryFn: ({ signal }) =>
      api.call(listImports, { query: { page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET admin/imports: newest first, a page at a time. */
export const useImports = (page: number) => useQuery(importsQueryOptions(page));
