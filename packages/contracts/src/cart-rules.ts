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

export type DiscountType = 'percentage' | 'fixed';

/**
 * What a promo code takes off a sub-total (fils): a percentage rounded half up to the fil (in
 * BigInt, so a huge cart cannot lose precision), or a fixed amount; never more than the
 * sub-total. The API prices with it and the storefront's optimistic cart redoes it.
 */
export function promoDiscount(
  subTotal: number,
  discountType: DiscountType,
  discountValue: number,
): number {
  if (subTotal <= 0) return 0;
  const discount =
    discountType === 'percentage'
      ? Number((BigInt(subTotal) * BigInt(discountValue) + 50n) / 100n)
      : discountValue;
  return Math.min(discount, subTotal);
}
