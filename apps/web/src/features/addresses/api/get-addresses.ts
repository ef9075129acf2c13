import { api } from '@storefront/client/api-client';
import { listAddresses as listAddressesEndpoint } from '@storefront/contracts/endpoints/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';

/** GET customers/{userId}/addresses (spec 7): the default first, then newest first. */
export function getAddresses(signal?: AbortSignal) {
  return api.call(listAddressesEndpoint, { signal });
}

/** Keyed by the user, like the cart: a login or an impersonation shows the right addresses. */
export const addressesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['addresses', 'list', userId],
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });

export function useAddresses() {
  const { userId } = useSession();
  return useQuery(addressesQueryOptions(userId));
}
