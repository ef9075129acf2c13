import { api } from '@storefront/client/api-client';
import { setCartShippingMethod as setCartShippingMethodEndpoint } from '@storefront/contracts/endpoints/shipping';
import type { CartShippingMethodBody } from '@storefront/contracts/shipping';
import { useQueryClient } from '@tanstack/react-query';
import { useCartMutation } from '../../cart/index.ts';

/**
 * PUT carts/shipping-method?shippingMethodId with body { shippingAmount } (spec 7): the price
 * the shopper was shown, in fils. The server prices the method itself and answers 409 (naming
 * shippingAmount, its message giving the right price) when the figure differs.
 */
export function setCartShippingMethod(shippingMethodId: number, body: CartShippingMethodBody) {
  return api.call(setCartShippingMethodEndpoint, { query: { shippingMethodId }, body });
}

export interface SetShippingMethodVariables extends CartShippingMethodBody {
  shippingMethodId: number;
}

/**
 * The same as a cart mutation: the answered cart goes into the cart query. A refusal means the
 * price shown was out of date, so the shipping methods are read again.
 */
export function useSetCartShippingMethod({ toastOnError = true } = {}) {
  const queryClient = useQueryClient();
  return useCartMutation<SetShippingMethodVariables>({
    mutationFn: async ({ shippingMethodId, shippingAmount }) => {
      try {
        return await setCartShippingMethod(shippingMethodId, { shippingAmount });
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: ['shipping', 'methods'] });
        throw error;
      }
    },
    toastOnError,
  });
}
