import type { Cart } from '@storefront/contracts/cart';
import { api } from '../../../lib/api-client.ts';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { emptied } from '../optimistic-cart.ts';

/** DELETE clear-cart (spec 7): every line goes. */
export function clearCart() {
  return api.delete<Cart>('clear-cart');
}

export function useClearCart() {
  return useCartMutation<void>({ mutationFn: clearCart, optimistic: emptied });
}
