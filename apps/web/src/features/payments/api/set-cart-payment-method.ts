import { api } from '@storefront/client/api-client';
import { setCartPaymentMethod as setCartPaymentMethodEndpoint } from '@storefront/contracts/endpoints/payments';
import { useCartMutation } from '../../cart/index.ts';

/** PUT carts/payment-method?paymentMethodId (spec 7): answers the whole cart. */
export function setCartPaymentMethod(paymentMethodId: number) {
  return api.call(setCartPaymentMethodEndpoint, { query: { paymentMethodId } });
}

/**
 * Chooses the cart's payment method. The choice shows at once and the server's cart (written
 * into the cart query, features/cart/api/get-cart.ts cartQueryOptions) replaces it; a refusal
 * puts the previous choice back and says why in a toast.
 */
export function useSetCartPaymentMethod() {
  return useCartMutation<number>({
    mutationFn: setCartPaymentMethod,
    optimistic: (cart, paymentMethodId) => ({ ...cart, paymentMethodId }),
  });
}
