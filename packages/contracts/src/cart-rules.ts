/**
 * Cart and wishlist limits both sides need at run time, in a module without zod (decision 31):
 * the product page and the cart page import them without bringing the schemas along.
 */

/** The most units of one line (a product, or one variation of it) a cart holds. */
export const MAX_LINE_QUANTITY = 999;

/** The most distinct lines a cart holds; far above any real basket, it bounds the work per call. */
export const MAX_CART_LINES = 100;

/** The most products a wishlist holds. */
export const MAX_WISHLIST_ITEMS = 200;

/** The most lines one bulk call (v2 cart-items, v2 wish-list-items) may send. */
export const MAX_BULK_ITEMS = 50;
