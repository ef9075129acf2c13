import type { Cart, CartItem, LineAttribute } from '@storefront/contracts/cart';
import { promoDiscount } from '@storefront/contracts/cart-rules';
import type { promoCodes } from '../../db/schema.ts';

/**
 * The cart's money, from rows read now (issue 5): pure functions, integer fils only (decision 4),
 * so every rule here is tested without a database.
 */

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A cart line as the database answers it, before the rules below. */
export interface CartLineRow {
  itemId: number;
  productId: number;
  variationId: number | null;
  quantity: number;
  productName: string;
  picturePath: string | null;
  /** The variation's price, or the product's own without variations (fils). */
  unitPrice: number;
  oldPrice: number | null;
  /** The variation's stock, or the product's own without variations. */
  stock: number;
  /**
   * Can be bought now: the product is visible, and the line names a variation exactly when the
   * product has variations. A line that is not stays in the cart with no stock.
   */
  sellable: boolean;
  attributes: LineAttribute[];
}

/**
 * What the shopper chose for checkout, kept on the cart row: the addresses, the shipping method
 * with the amount the server priced it at, and the payment method.
 */
export interface CheckoutChoices {
  shippingAddressId: number | null;
  billingAddressId: number | null;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  shippingAmount: number;
}

/** The cart row (absent until first needed): the checkout choices and the promo code. */
export interface CartHeader extends CheckoutChoices {
  promoCode: PromoCodeRow | null;
}

export const EMPTY_CART_HEADER: CartHeader = {
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  promoCode: null,
};

/** Why a promo code cannot be used now, as the UI key the API answers; undefined when it can. */
export type PromoCodeRefusal =
  | 'errors.promoCodeUnknown'
  | 'errors.promoCodeNotStarted'
  | 'errors.promoCodeExpired'
  | 'errors.promoCodeUsedUp';

/**
 * Whether a code can be used at `now`, whatever the cart: it exists and is active, it has
 * started, it has not ended (`endsAt` is the first instant it no longer works), and orders have
 * not used it up. The minimum sub-total is the cart's business (below).
 */
export function promoCodeRefusal(
  code: PromoCodeRow | null | undefined,
  now: Date,
): PromoCodeRefusal | undefined {
  if (!code?.active) return 'errors.promoCodeUnknown';
  if (code.startsAt !== null && code.startsAt > now) return 'errors.promoCodeNotStarted';
  if (code.endsAt !== null && code.endsAt <= now) return 'errors.promoCodeExpired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) {
    return 'errors.promoCodeUsedUp';
  }
  return undefined;
}

// One rule with the storefront's optimistic cart (contracts/cart-rules.ts).
export { promoDiscount };

/** The price before a discount, only when the line is on sale (as the catalogue's `onSale`). */
const oldUnitPriceOf = (row: CartLineRow) =>
  row.oldPrice !== null && row.oldPrice > row.unitPrice ? row.oldPrice : null;

export function toCartItem(row: CartLineRow): CartItem {
  // Spec 3 Stock: a product no longer sold has none; spec 2: the badge shows when the stock
  // is below the quantity.
  const activeQty = row.sellable ? row.stock : 0;
  return {
    itemId: row.itemId,
    productId: row.productId,
    productName: row.productName,
    picturePath: row.picturePath,
    productQuantity: row.quantity,
    unitPrice: row.unitPrice,
    oldUnitPrice: oldUnitPriceOf(row),
    lineTotal: row.unitPrice * row.quantity,
    variationId: row.variationId,
    attributes: row.attributes,
    activeQty,
    inStock: activeQty >= row.quantity,
  };
}

/**
 * Spec 3 Cart, priced now: every line counts in the sub-total as it is shown (a line that cannot
 * be bought is flagged, and checkout refuses it); the promo code applies while it is valid and
 * the sub-total reaches its minimum, else it stays on the cart with `applicable: false`.
 */
export function priceCart(header: CartHeader, lines: readonly CartLineRow[], now: Date): Cart {
  const items = lines.map(toCartItem);
  const subTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const itemCount = items.reduce((sum, item) => sum + item.productQuantity, 0);
  const code = header.promoCode;
  const applicable =
    code !== null && promoCodeRefusal(code, now) === undefined && subTotal >= code.minSubtotal;
  const discount =
    code !== null && applicable
      ? promoDiscount(subTotal, code.discountType, code.discountValue)
      : 0;
  return {
    items,
    itemCount,
    subTotal,
    promoCode:
      code === null
        ? null
        : {
            code: code.code,
            discountType: code.discountType,
            discountValue: code.discountValue,
            minSubtotal: code.minSubtotal,
            applicable,
          },
    discount,
    shippingAddressId: header.shippingAddressId,
    billingAddressId: header.billingAddressId,
    shippingMethodId: header.shippingMethodId,
    paymentMethodId: header.paymentMethodId,
    shippingAmount: header.shippingAmount,
    total: subTotal - discount + header.shippingAmount,
  };
}
