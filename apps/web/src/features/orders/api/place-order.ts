import { api } from '@storefront/client/api-client';
import type { Cart } from '@storefront/contracts/cart';
import { placeOrder as placeOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { IDEMPOTENCY_KEY_HEADER } from '@storefront/contracts/order-rules';
import type { PlaceOrderRequest } from '@storefront/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../cart/index.ts';
import { useSession } from '../../sessions/index.ts';
import { ordersKeys } from './keys.ts';

/**
 * POST users/{userId}/orders (spec 7): places an order from the cart. The caller makes one
 * Idempotency-Key per checkout attempt (crypto.randomUUID()) and sends the same key again on a
 * retry, so a lost answer never places a second order.
 */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string) {
  return api.call(placeOrderEndpoint, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** What the server's cart is once an order is placed: no lines, no code, no choices. */
const EMPTY_CART: Cart = {
  items: [],
  itemCount: 0,
  subTotal: 0,
  promoCode: null,
  discount: 0,
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  total: 0,
};

/**
 * On success the cart is gone on the server: every other cart query is removed, and the
 * caller's is set empty at once (an observed query would keep showing the old count if only
 * removed) and read again; the order lists are refreshed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string }) =>
      placeOrder(body, idempotencyKey),
    onSuccess: async (order) => {
      const cartKey = cartQueryOptions(userId).queryKey;
      queryClient.removeQueries({
        queryKey: ['cart'],
        predicate: (query) => query.queryKey[2] !== userId,
      });
      queryClient.setQueryData(cartKey, EMPTY_CART);
      void queryClient.invalidateQueries({ queryKey: cartKey });
      queryClient.setQueryData(ordersKeys.detail(order.orderId), order);
      await queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
