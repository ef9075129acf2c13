import { api } from '@storefront/client/api-client';
import { KUWAIT_COUNTRY_ID } from '@storefront/contracts/country-rules';
import { listAreas, listStates } from '@storefront/contracts/endpoints/addresses';
import { useQuery } from '@tanstack/react-query';

/**
 * Kuwait's governorates, and one governorate's areas, for the orders list's filters: the same
 * lookups the storefront's address form reads (GET states/lookup, areas/lookup), named in the
 * back office's language. Reference data: it changes with a release, not while the list is open.
 */

const forever = Number.POSITIVE_INFINITY;

export const useGovernorates = () =>
  useQuery({
    queryKey: ['places', 'governorates'],
    queryFn: ({ signal }) =>
      api.call(listStates, { query: { countryId: KUWAIT_COUNTRY_ID }, signal }),
    staleTime: forever,
  });

export const useAreas = (stateId: number | undefined) =>
  useQuery({
    queryKey: ['places', 'areas', stateId],
    queryFn: ({ signal }) => api.call(listAreas, { query: { stateId: stateId! }, signal }),
    enabled: stateId !== undefined,
    staleTime: forever,
  });
