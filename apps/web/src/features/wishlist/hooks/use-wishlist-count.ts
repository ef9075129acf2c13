/**
 * The number of items in the wishlist, for the header badge. The wishlist feature fills this in
 * from GET wish-list; until then the shell shows an empty wishlist.
 */
export function useWishlistCount(): number {
  return 0;
}
