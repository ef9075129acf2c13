/** The shipping methods' and the cart's shipping choices' operations (apps/api/src/modules/shipping). */
import type { cartSchema } from '../cart.ts';
import { endpoint, types } from '../endpoint.ts';
import type {
  cartBillingAddressQuerySchema,
  cartShippingAddressQuerySchema,
  cartShippingMethodBodySchema,
  cartShippingMethodQuerySchema,
  shippingMethodSchema,
  shippingMethodsQuerySchema,
  shippingMethodsSchema,
} from '../shipping.ts';

type CartAnswer = { response: typeof cartSchema };

export const listShippingMethods = endpoint(
  'GET',
  'shipping-methods',
  types<{ response: typeof shippingMethodsSchema; query: typeof shippingMethodsQuerySchema }>(),
);
export const getShippingMethod = endpoint(
  'GET',
  'shipping-methods/{id}',
  types<{ response: typeof shippingMethodSchema }>(),
);
/** The shop's default method (the product page's delivery date); 404 while the shop has none. */
export const getDefaultShippingMethod = endpoint(
  'GET',
  'shipping-methods/default',
  types<{ response: typeof shippingMethodSchema }>(),
);
export const setCartShippingAddress = endpoint(
  'PUT',
  'carts/shipping-address',
  types<CartAnswer & { query: typeof cartShippingAddressQuerySchema }>(),
);
export const setCartBillingAddress = endpoint(
  'PUT',
  'carts/billing-address',
  types<CartAnswer & { query: typeof cartBillingAddressQuerySchema }>(),
);
export const setCartShippingMethod = endpoint(
  'PUT',
  'carts/shipping-method',
  types<
    CartAnswer & {
      query: typeof cartShippingMethodQuerySchema;
      body: typeof cartShippingMethodBodySchema;
    }
  >(),
);
