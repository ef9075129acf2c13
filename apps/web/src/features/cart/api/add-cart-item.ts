import { api } from '@storefront/client/api-client';
import type { AddCartItem } from '@storefront/contracts/cart';
import { addCartItem as addCartItemEndpoint } from '@storefront/contracts/endpoints/cart';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { type LinePreview, withAddedLine } from '../optimistic-cart.ts';

export interface AddCartItemVariables {
  productId: number;
  /** Required for a product with variations; null for one without. */
  variationId: number | null;
  quantity: number;
  /** What to show for a line not in the cart yet, until the server answers with the real one. */
  preview?: LinePreview;
}

/** POST cart-items (spec 7): a line already in the cart is raised by the quantity. */
export function addCartItem({ productId, variationId, quantity }: AddCartItemVariables) {
  const body: AddCartItem = { productId, variationId, quantity };
  return api.call(addCartItemEndpoint, { body });
}

/**
 * Adds to the cart, optimistically: the line (or the header count, without a preview) moves
 * at once. A refusal ("Only 3 left in stock.") rolls it back with a toast; success is for the
 * caller to announce ("Added to your cart", "Moved to your cart").
 */
export function useAddCartItem() {
  return useCartMutation<AddCartItemVariables>({
    mutationFn: addCartItem,
    optimistic: withAddedLine,
  });
}
