import { api } from '@storefront/client/api-client';
import type { UpdateCartItem } from '@storefront/contracts/cart';
import { updateCartItem as updateCartItemEndpoint } from '@storefront/contracts/endpoints/cart';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { withQuantity } from '../optimistic-cart.ts';

export interface UpdateCartItemVariables {
  itemId: number;
  quantity: number;
}

/** PUT carts/items/{id} (spec 7): the line's new quantity. */
export function updateCartItem({ itemId, quantity }: UpdateCartItemVariables) {
  const body: UpdateCartItem = { quantity };
  return api.call(updateCartItemEndpoint, { params: { id: itemId }, body });
}

export function useUpdateCartItem() {
  return useCartMutation<UpdateCartItemVariables>({
    mutationFn: updateCartItem,
    optimistic: (cart, { itemId, quantity }) => withQuantity(cart, itemId, quantity),
  });
}
