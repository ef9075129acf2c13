import { api } from '@storefront/client/api-client';
import { listAreas as listAreasEndpoint } from '@storefront/contracts/endpoints/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET areas/lookup?stateId (spec 7): a state's areas; empty for states without any. */
export function getAreas(stateId: number, signal?: AbortSignal) {
  return api.call(listAreasEndpoint, { query: { stateId }, signal });
}

/** Disabled until a state is chosen. */
export const areasQueryOptions = (stateId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'areas', stateId],
    queryFn: ({ signal }) => getAreas(stateId as number, signal),
    enabled: stateId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAreas(stateId: number | null) {
  return useQuery(areasQueryOptions(stateId));
}
