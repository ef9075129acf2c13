import { api } from '@storefront/client/api-client';
import { getStaticPageByAddress } from '@storefront/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET static-pages/addresses/{address} (spec 7 Other): about us, shipping, privacy, terms, by an
 * address of the page (or its id). Public.
 */
export function getStaticPage(address: string) {
  return api.call(getStaticPageByAddress, { params: { address }, auth: false });
}

export const staticPageQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['content', 'page', { address }],
    queryFn: () => getStaticPage(address),
    staleTime: 5 * 60_000,
  });

export function useStaticPage(address: string | null) {
  return useQuery({ ...staticPageQueryOptions(address ?? ''), enabled: address !== null });
}
