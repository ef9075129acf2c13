import { api } from '@storefront/client/api-client';
import { setCartBillingAddress as setCartBillingAddressEndpoint } from '@storefront/contracts/endpoints/shipping';
import { useCartMutation } from '../../cart/index.ts';

/** PUT carts/billing-address?billingAddressId (our addition for spec 3 billingAddressId). */
export function setCartBillingAddress(billingAddressId: number) {
  return api.call(setCartBillingAddressEndpoint, { query: { billingAddressId } });
}

/** Writes the answered cart into the cart query. */
export function useSetCartBillingAddress({ toastOnError = true } = {}) {
  return useCartMutation<number>({ mutationFn: setCartBillingAddress, toastOnError });
}
