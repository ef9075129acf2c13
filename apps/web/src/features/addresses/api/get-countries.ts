import { api } from '@storefront/client/api-client';
import { listCountries as listCountriesEndpoint } from '@storefront/contracts/endpoints/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET countries/lookup (spec 7): the countries the shop ships to, names in the page's language. */
export function getCountries(signal?: AbortSignal) {
  return api.call(listCountriesEndpoint, { signal });
}

/** Reference data: it changes only with a release (the API lets caches keep it 5 minutes). */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
