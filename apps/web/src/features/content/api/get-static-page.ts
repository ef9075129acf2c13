import { api } from '@storefront/client/api-client';
import { getStaticPage as getStaticPageEndpoint } from '@storefront/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET static-pages/{id} (spec 7 Other): about us, shipping, privacy, terms. Public. */
export function getStaticPage(pageId: number) {
  return api.call(getStaticPageEndpoint, { params: { id: pageId }, auth: false });
}

export const staticPageQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: ['content', 'detail', { pageId }],
    queryFn: () => getStaticPage(pageId),
    staleTime: 5 * 60_000,
  });

export function useStaticPage(pageId: number | null) {
  return useQuery({ ...staticPageQueryOptions(pageId ?? 0), enabled: pageId !== null });
}
