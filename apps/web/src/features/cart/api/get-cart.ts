import { api } from '@storefront/client/api-client';
import { getCart as getCartEndpoint } from '@storefront/contracts/endpoints/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';

/** GET users/{userId}/cart (spec 7): the cart of the caller (or of the impersonated customer). */
export function getCart(signal?: AbortSignal) {
  return api.call(getCartEndpoint, { signal });
}

/**
 * Keyed by the user, so a login, a logout or an impersonation shows the right cart at once.
 * Every cart change answers the whole cart, which the mutations write straight into this entry.
 */
export const cartQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['cart', 'detail', userId],
    queryFn: ({ signal }) => getCart(signal),
    enabled: userId !== null,
    // Another tab may have changed it: look again when the shopper comes back to this one.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export function useCart() {
  const { userId } = useSession();
  return useQuery(cartQueryOptions(userId));
}
