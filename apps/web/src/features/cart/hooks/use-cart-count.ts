import { useCart } from '../api/get-cart.ts';

/** The number of units in the cart, for the header badge (0 until the cart is known). */
export function useCartCount(): number {
  return useCart().data?.itemCount ?? 0;
}
