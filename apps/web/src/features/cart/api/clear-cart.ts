import { api } from '@storefront/client/api-client';
import { clearCart as clearCartEndpoint } from '@storefront/contracts/endpoints/cart';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { emptied } from '../optimistic-cart.ts';

/** DELETE clear-cart (spec 7): every line goes. */
export function clearCart() {
  return api.call(clearCartEndpoint);
}

export function useClearCart() {
  return useCartMutation<void>({ mutationFn: clearCart, optimistic: emptied });
}
