import { api } from '@storefront/client/api-client';
import { getWishlist as getWishlistEndpoint } from '@storefront/contracts/endpoints/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';

/** GET wish-list (spec 7): the caller's wishlist, newest first. */
export function getWishlist(signal?: AbortSignal) {
  return api.call(getWishlistEndpoint, { signal });
}

/** Keyed by the user like the cart; every change answers the whole list, written straight here. */
export const wishlistQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['wishlist', 'detail', userId],
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: userId !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export function useWishlist() {
  const { userId } = useSession();
  return useQuery(wishlistQueryOptions(userId));
}
