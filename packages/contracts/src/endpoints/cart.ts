/** The cart's operations (apps/api/src/modules/cart). */
import type {
  addCartItemSchema,
  addCartItemsSchema,
  cartSchema,
  deleteCartProductsQuerySchema,
  promoCodeQuerySchema,
  updateCartItemSchema,
} from '../cart.ts';
import { endpoint, types } from '../endpoint.ts';

type CartAnswer = { response: typeof cartSchema };

export const getCart = endpoint('GET', 'users/{userId}/cart', types<CartAnswer>());
export const addCartItem = endpoint(
  'POST',
  'cart-items',
  types<CartAnswer & { body: typeof addCartItemSchema }>(),
);
export const addCartItems = endpoint(
  'POST',
  'v2/cart-items',
  types<CartAnswer & { body: typeof addCartItemsSchema }>(),
);
export const updateCartItem = endpoint(
  'PUT',
  'carts/items/{id}',
  types<CartAnswer & { body: typeof updateCartItemSchema }>(),
);
export const removeCartItem = endpoint('DELETE', 'cart-items/{id}', types<CartAnswer>());
export const clearCart = endpoint('DELETE', 'clear-cart', types<CartAnswer>());
export const applyPromoCode = endpoint(
  'PUT',
  'cart/promo-code',
  types<CartAnswer & { query: typeof promoCodeQuerySchema }>(),
);
export const removePromoCode = endpoint('DELETE', 'delete-cart-promocode', types<CartAnswer>());
export const removeCartProducts = endpoint(
  'DELETE',
  'delete-cart-products',
  types<CartAnswer & { query: typeof deleteCartProductsQuerySchema }>(),
);
