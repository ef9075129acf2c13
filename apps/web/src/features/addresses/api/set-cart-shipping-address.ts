import { api } from '@storefront/client/api-client';
import { setCartShippingAddress as setCartShippingAddressEndpoint } from '@storefront/contracts/endpoints/shipping';
import { useCartMutation } from '../../cart/index.ts';

/** PUT carts/shipping-address?shippingAddressId (spec 7): answers the whole cart. */
export function setCartShippingAddress(shippingAddressId: number) {
  return api.call(setCartShippingAddressEndpoint, { query: { shippingAddressId } });
}

/**
 * Writes the answered cart into the cart query. The server prices the chosen shipping method
 * again for the new destination (or drops it), so nothing is guessed before it answers.
 */
export function useSetCartShippingAddress({ toastOnError = true } = {}) {
  return useCartMutation<number>({ mutationFn: setCartShippingAddress, toastOnError });
}
