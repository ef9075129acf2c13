import { api } from '@storefront/client/api-client';
import { listStates as listStatesEndpoint } from '@storefront/contracts/endpoints/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET states/lookup?countryId (spec 7): a country's states (Kuwait's governorates). */
export function getStates(countryId: number, signal?: AbortSignal) {
  return api.call(listStatesEndpoint, { query: { countryId }, signal });
}

/** Disabled until a country is chosen. */
export const statesQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'states', countryId],
    queryFn: ({ signal }) => getStates(countryId as number, signal),
    enabled: countryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useStates(countryId: number | null) {
  return useQuery(statesQueryOptions(countryId));
}
