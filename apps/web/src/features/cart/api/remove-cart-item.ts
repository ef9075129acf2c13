import { removeCartItem as removeCartItemEndpoint } from '@storefront/contracts/endpoints/cart';
import { api } from '../../../lib/api-client.ts';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { withoutLine } from '../optimistic-cart.ts';

/** DELETE cart-items/{id} (spec 7). */
export function removeCartItem(itemId: number) {
  return api.call(removeCartItemEndpoint, { params: { id: itemId } });
}

export function useRemoveCartItem() {
  return useCartMutation<number>({ mutationFn: removeCartItem, optimistic: withoutLine });
}
