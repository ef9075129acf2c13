import { api } from '@storefront/client/api-client';
import { removePromoCode as removePromoCodeEndpoint } from '@storefront/contracts/endpoints/cart';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';
import { withoutPromoCode } from '../optimistic-cart.ts';

/** DELETE delete-cart-promocode (spec 7). */
export function removePromoCode() {
  return api.call(removePromoCodeEndpoint);
}

export function useRemovePromoCode() {
  return useCartMutation<void>({ mutationFn: removePromoCode, optimistic: withoutPromoCode });
}
