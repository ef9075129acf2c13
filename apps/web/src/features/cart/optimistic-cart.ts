import type { AppliedPromoCode, Cart, CartItem } from '@storefront/contracts/cart';
import { MAX_LINE_QUANTITY, promoDiscount } from '@storefront/contracts/cart-rules';

/**
 * The cart a change is expected to make, shown while the server works on it (the server's own
 * answer replaces it). Sums are redone here for display only: prices, stock and discounts are
 * the server's to decide (spec 3: money is integer fils, so this is integer arithmetic).
 */

/** What a card or the product page knows about a product not yet in the cart. */
export interface LinePreview {
  productName: string;
  picturePath: string | null;
  /** In fils. */
  unitPrice: number;
}

export interface NewLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  preview?: LinePreview | undefined;
}

/** Provisional lines get negative ids, which no server line has, until the server answers. */
let nextProvisionalId = -1;

/** True for a line the server has not answered for yet: it cannot be changed until it has. */
export const isProvisional = (item: Pick<CartItem, 'itemId'>) => item.itemId < 0;

/** What a promo code takes off this sub-total: the API's own rule, while it applies. */
function discountOf(promo: AppliedPromoCode | null, subTotal: number): number {
  if (!promo?.applicable) return 0;
  return promoDiscount(subTotal, promo.discountType, promo.discountValue);
}

/** Line totals, count, sub-total, discount and total, from the lines. */
export function withTotals(cart: Cart, items: CartItem[] = cart.items): Cart {
  const lines = items.map((item) => ({
    ...item,
    lineTotal: item.unitPrice * item.productQuantity,
  }));
  const subTotal = lines.reduce((sum, item) => sum + item.lineTotal, 0);
  // The minimum is the one rule the browser can follow; a code the server found off for another
  // reason (turned off, expired, used up) stays off whatever the lines.
  const offForAnotherReason =
    cart.promoCode !== null &&
    !cart.promoCode.applicable &&
    cart.subTotal >= cart.promoCode.minSubtotal;
  const promoCode = cart.promoCode && {
    ...cart.promoCode,
    applicable: !offForAnotherReason && subTotal >= cart.promoCode.minSubtotal,
  };
  const discount = discountOf(promoCode, subTotal);
  return {
    ...cart,
    items: lines,
    itemCount: lines.reduce((sum, item) => sum + item.productQuantity, 0),
    subTotal,
    promoCode,
    discount,
    total: subTotal - discount + cart.shippingAmount,
  };
}

/**
 * POST cart-items: the same product and variation raise their line (as the server does);
 * otherwise a provisional line from the preview. Without a preview only the count moves, so
 * the header still answers at once.
 */
export function withAddedLine(cart: Cart, line: NewLine): Cart {
  const existing = cart.items.find(
    (item) => item.productId === line.productId && item.variationId === line.variationId,
  );
  if (existing) {
    const quantity = Math.min(existing.productQuantity + line.quantity, MAX_LINE_QUANTITY);
    return withQuantity(cart, existing.itemId, quantity);
  }
  if (!line.preview) return { ...cart, itemCount: cart.itemCount + line.quantity };
  const provisional: CartItem = {
    itemId: nextProvisionalId--,
    productId: line.productId,
    productName: line.preview.productName,
    picturePath: line.preview.picturePath,
    productQuantity: line.quantity,
    unitPrice: line.preview.unitPrice,
    oldUnitPrice: null,
    lineTotal: line.preview.unitPrice * line.quantity,
    variationId: line.variationId,
    attributes: [],
    activeQty: line.quantity,
    inStock: true,
  };
  return withTotals(cart, [...cart.items, provisional]);
}

/** PUT carts/items/{id}. */
export function withQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  return withTotals(
    cart,
    cart.items.map((item) =>
      item.itemId === itemId ? { ...item, productQuantity: quantity } : item,
    ),
  );
}

/** DELETE cart-items/{id}. */
export function withoutLine(cart: Cart, itemId: number): Cart {
  return withTotals(
    cart,
    cart.items.filter((item) => item.itemId !== itemId),
  );
}

/** DELETE clear-cart: every line and the promo code go (the checkout choices stay). */
export function emptied(cart: Cart): Cart {
  return withTotals({ ...cart, promoCode: null }, []);
}

/** DELETE delete-cart-promocode. */
export function withoutPromoCode(cart: Cart): Cart {
  return withTotals({ ...cart, promoCode: null });
}
