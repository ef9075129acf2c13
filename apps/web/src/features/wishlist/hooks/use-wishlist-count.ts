import { useWishlist } from '../api/get-wishlist.ts';

/** The number of products in the wishlist, for the header badge (0 until it is known). */
export function useWishlistCount(): number {
  return useWishlist().data?.items.length ?? 0;
}
