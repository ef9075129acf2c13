/**
 * The number of items in the cart, for the header badge. The cart feature fills this in from
 * GET users/{userId}/cart; until then the shell shows an empty cart.
 */
export function useCartCount(): number {
  return 0;
}
