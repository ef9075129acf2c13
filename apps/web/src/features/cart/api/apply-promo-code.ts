import { api } from '@storefront/client/api-client';
import { applyPromoCode as applyPromoCodeEndpoint } from '@storefront/contracts/endpoints/cart';
import { useCartMutation } from '../hooks/use-cart-mutation.ts';

/** PUT cart/promo-code?promoCode (spec 7). */
export function applyPromoCode(promoCode: string) {
  return api.call(applyPromoCodeEndpoint, { query: { promoCode } });
}

/**
 * Only the server knows what a code is worth, so nothing is shown before it answers (the form
 * says it is applying); a refusal ("This promo code has expired.") is shown on the field, not
 * in a toast.
 */
export function useApplyPromoCode() {
  return useCartMutation<string>({ mutationFn: applyPromoCode, toastOnError: false });
}
