import { formatPrice, type LanguageCode } from '@storefront/contracts';
import { type Cart, MAX_CART_LINES, MAX_LINE_QUANTITY } from '@storefront/contracts/cart';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { customerLimitRefusal, findPromoCode } from '../promotions/service.ts';
import { shopPriceSettings } from '../theme/service.ts';
import { type CartHeader, type CheckoutChoices, priceCart, promoCodeRefusal } from './pricing.ts';
import {
  deleteAllLines,
  deleteCartRow,
  deleteLinesOfProducts,
  deleteOwnLine,
  findOwnLine,
  type LineSnapshot,
  type LineToAdd,
  lineKey,
  lineQuantities,
  lineSnapshots,
  moveLines,
  offerPromoCode,
  productsForCart,
  readCartHeader,
  readCartLines,
  resetCartRow,
  setCartPromoCode,
  setLineQuantity,
  upsertCheckoutChoices,
  upsertLines,
  variationsForCart,
} from './queries.ts';

/**
 * Spec 7 Cart (issue 5): the rules of the caller's cart. Every change is one transaction that
 * locks the cart's owner, checks against the catalogue as it is now, writes, and answers the
 * whole cart read in the same transaction, so the storefront can put it straight in its cache.
 * Messages are UI keys, answered in the request's language (decision 21).
 *
 * The cart module owns the `carts` row and `cart_items`: the shipping, payments, addresses,
 * orders and accounts modules change them only through the functions under "For other modules"
 * below, inside their own transactions (after they have locked the user's row).
 */

export type { CartHeader, CheckoutChoices } from './pricing.ts';
export type { AttributeSnapshot, LineSnapshot } from './queries.ts';
export { lineKey };

/** The cart row as kept, and the cart it prices to at `now`. */
export interface CartState {
  header: CartHeader;
  cart: Cart;
}

/**
 * Prices the cart's shipping choice as it is now: the shipping module's rule (a method's price,
 * whether it still delivers there), handed over when that module loads, since shipping builds on
 * the cart and the cart cannot import it. Until then the amount kept with the choice stands.
 */
export type ShippingPricer = (
  db: Db,
  userId: string,
  choices: CheckoutChoices,
  subTotal: number,
) => Promise<Pick<CheckoutChoices, 'shippingMethodId' | 'shippingAmount'>>;

let priceShipping: ShippingPricer | null = null;

/** The shipping module hands over its pricing of the cart's choice (issue 26). */
export function priceShippingWith(pricer: ShippingPricer): void {
  priceShipping = pricer;
}

/**
 * The cart row and its lines, priced now. The chosen shipping method is priced again too (a
 * price the back office changed, a method turned off or no longer delivering there shows at
 * once); `header` stays what the shopper chose, so an order still refuses a method gone since.
 */
export async function readCartState(
  db: Db,
  userId: string,
  lang: LanguageCode,
  now = new Date(),
): Promise<CartState> {
  const header = await readCartHeader(db, userId);
  const lines = await readCartLines(db, userId, lang);
  const cart = priceCart(header, lines, now);
  if (header.shippingMethodId === null || priceShipping === null) return { header, cart };
  const shipping = await priceShipping(db, userId, header, cart.subTotal);
  if (
    shipping.shippingMethodId === header.shippingMethodId &&
    shipping.shippingAmount === header.shippingAmount
  ) {
    return { header, cart };
  }
  return { header, cart: priceCart({ ...header, ...shipping }, lines, now) };
}

/** The caller's cart, priced now. Two queries: the cart row with its code, and the lines. */
export async function readCart(
  db: Db,
  userId: string,
  lang: LanguageCode,
  now = new Date(),
): Promise<Cart> {
  return (await readCartState(db, userId, lang, now)).cart;
}

/** A body field's name for an error: `quantity` for one line, `items.2.quantity` in a bulk call. */
export type FieldOf = (index: number, name: 'productId' | 'variationId' | 'quantity') => string;

export interface LineInput {
  productId: number;
  variationId?: number | null | undefined;
  quantity: number;
}

const productUnavailable = (field: string) =>
  new HttpError(404, 'not_found', 'errors.productUnavailable', {
    [field]: 'errors.productUnavailable',
  });

/** 409 naming the field: 'out of stock', or 'only N left'. */
const notEnoughStock = (field: string, stock: number) => {
  const key = stock > 0 ? 'errors.notEnoughStock' : 'errors.outOfStock';
  return new HttpError(409, 'conflict', key, { [field]: key }, { values: { count: stock } });
};

const cartFull = () =>
  new HttpError(409, 'conflict', 'errors.cartFull', undefined, {
    values: { count: MAX_CART_LINES },
  });

const cartItemNotFound = () => notFound('errors.cartItemNotFound');

/**
 * POST cart-items and POST v2/cart-items: adds the lines, all or none. The same product and
 * variation sent twice add up; a line the cart has is raised. Refusals, for the first line that
 * breaks a rule, in this order: the product is not visible (404), a variation is missing or not
 * the product's (400), the line would pass MAX_LINE_QUANTITY (400), the stock (409); then a
 * new line past MAX_CART_LINES (409). Prices are never taken from the request.
 */
export async function addCartLines(
  db: Db,
  userId: string,
  lang: LanguageCode,
  inputs: readonly LineInput[],
  fieldOf: FieldOf,
): Promise<Cart> {
  // The same line twice in one call is one line with both quantities; errors name its first.
  const merged = new Map<string, LineToAdd & { index: number }>();
  inputs.forEach((input, index) => {
    const variationId = input.variationId ?? null;
    const key = lineKey(input.productId, variationId);
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += input.quantity;
    } else {
      merged.set(key, { productId: input.productId, variationId, quantity: input.quantity, index });
    }
  });
  const lines = [...merged.values()];

  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const productsById = await productsForCart(tx, [...new Set(lines.map((l) => l.productId))]);
    const variationsById = await variationsForCart(tx, [
      ...new Set(lines.flatMap((l) => (l.variationId === null ? [] : [l.variationId]))),
    ]);
    const existing = await lineQuantities(tx, userId);

    let newLines = 0;
    for (const line of lines) {
      const field = (name: Parameters<FieldOf>[1]) => fieldOf(line.index, name);
      const product = productsById.get(line.productId);
      if (!product?.visible) throw productUnavailable(field('productId'));
      let stock = product.activeQty;
      if (product.hasVariations && line.variationId === null) {
        throw invalidField(field('variationId'), 'errors.chooseVariation');
      }
      if (line.variationId !== null) {
        const variation = variationsById.get(line.variationId);
        if (!product.hasVariations || variation?.productId !== line.productId) {
          throw invalidField(field('variationId'), 'errors.variationNotOfProduct');
        }
        stock = variation.activeQty;
      }
      const had = existing.get(lineKey(line.productId, line.variationId));
      const quantity = (had ?? 0) + line.quantity;
      if (quantity > MAX_LINE_QUANTITY) {
        throw invalidField(field('quantity'), 'validation.quantity');
      }
      if (quantity > stock) throw notEnoughStock(field('quantity'), stock);
      if (had === undefined) newLines += 1;
    }
    if (newLines > 0 && existing.size + newLines > MAX_CART_LINES) throw cartFull();

    const written = await upsertLines(tx, userId, lines, MAX_LINE_QUANTITY);
    // Only a writer that skips the owner's lock could make the guard skip a line.
    if (written !== lines.length) throw invalidField(fieldOf(0, 'quantity'), 'validation.quantity');
    return readCart(tx, userId, lang);
  });
}

/**
 * PUT carts/items/{id}: sets the quantity of one of the caller's lines. Raising it is checked
 * against the stock (a product no longer sold has none); lowering is always allowed, even below
 * a stock that has since fallen (the line then shows 'out of stock').
 */
export async function setCartLineQuantity(
  db: Db,
  userId: string,
  lang: LanguageCode,
  itemId: number,
  quantity: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const line = await findOwnLine(tx, userId, itemId);
    // Another user's line answers like one that does not exist: nothing is revealed.
    if (!line) throw cartItemNotFound();
    if (quantity > line.quantity) {
      const stock = line.sellable ? line.stock : 0;
      if (quantity > stock) throw notEnoughStock('quantity', stock);
    }
    if (quantity !== line.quantity) await setLineQuantity(tx, userId, itemId, quantity);
    return readCart(tx, userId, lang);
  });
}

/** DELETE cart-items/{id}: removes one of the caller's lines (404 for any other id). */
export async function removeCartLine(
  db: Db,
  userId: string,
  lang: LanguageCode,
  itemId: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    if (!(await deleteOwnLine(tx, userId, itemId))) throw cartItemNotFound();
    return readCart(tx, userId, lang);
  });
}

/** DELETE delete-cart-products?productIds: removes every line of those products (idempotent). */
export async function removeCartProducts(
  db: Db,
  userId: string,
  lang: LanguageCode,
  productIds: number[],
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await deleteLinesOfProducts(tx, userId, productIds);
    return readCart(tx, userId, lang);
  });
}

/** DELETE clear-cart: every line and the promo code go; the checkout choices stay. */
export async function clearCart(db: Db, userId: string, lang: LanguageCode): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await deleteAllLines(tx, userId);
    await setCartPromoCode(tx, userId, null);
    return readCart(tx, userId, lang);
  });
}

/** Codes are stored upper-case; shoppers type them in any case, with stray spaces. */
export const normalizePromoCode = (input: string) => input.trim().toUpperCase();

/**
 * PUT cart/promo-code: puts a code on the cart, replacing any other. Refused (naming
 * `promoCode`): unknown or inactive 404; not started, expired, used up, used by the caller's
 * orders as often as its per-customer limit allows, or a sub-total below its minimum (an empty
 * cart counts as 0) 409. Once on the cart it stays: each read decides again whether it applies
 * (the per-customer limit is checked again when an order claims it).
 */
export async function applyPromoCode(
  db: Db,
  userId: string,
  lang: LanguageCode,
  input: string,
): Promise<Cart> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const code = await findPromoCode(tx, normalizePromoCode(input));
    const refusal = promoCodeRefusal(code, now);
    if (refusal === 'errors.promoCodeUnknown' || !code) {
      throw new HttpError(404, 'not_found', 'errors.promoCodeUnknown', {
        promoCode: 'errors.promoCodeUnknown',
      });
    }
    if (refusal) throw new HttpError(409, 'conflict', refusal, { promoCode: refusal });
    const limited = await customerLimitRefusal(tx, code, userId);
    if (limited) throw new HttpError(409, 'conflict', limited, { promoCode: limited });
    const header = await readCartHeader(tx, userId);
    const lines = await readCartLines(tx, userId, lang);
    const { subTotal } = priceCart(header, lines, now);
    if (subTotal < code.minSubtotal) {
      throw new HttpError(
        409,
        'conflict',
        'errors.promoCodeMinimum',
        { promoCode: 'errors.promoCodeMinimum' },
        { values: { amount: formatPrice(code.minSubtotal, await shopPriceSettings(tx)) } },
      );
    }
    await setCartPromoCode(tx, userId, code.id);
    // Read again, so the answer's shipping is priced as every cart read prices it.
    return readCart(tx, userId, lang, now);
  });
}

/** DELETE delete-cart-promocode: takes the code off the cart (idempotent). */
export async function removePromoCode(db: Db, userId: string, lang: LanguageCode): Promise<Cart> {
  return db.transaction(async (tx) => {
    await setCartPromoCode(tx, userId, null);
    return readCart(tx, userId, lang);
  });
}

// For other modules, inside their transactions (the caller has locked the user's row).

/** The cart's checkout choices (all empty while the user has no cart row). */
export async function readCheckoutChoices(db: Db, userId: string): Promise<CheckoutChoices> {
  return readCartHeader(db, userId);
}

/**
 * Sets some checkout choices on the user's cart (addresses, shipping method and the amount the
 * server priced it at, payment method), keeping the others; creates the cart row if needed.
 * What each choice may be is its module's rule (shipping, payments); the cart only keeps them.
 */
export async function setCheckoutChoice(
  db: Db,
  userId: string,
  choice: Partial<CheckoutChoices>,
): Promise<void> {
  await upsertCheckoutChoices(db, userId, choice);
}

/** The quantity of each line the user has, by `lineKey(productId, variationId)`. */
export async function cartLineQuantities(db: Db, userId: string): Promise<Map<string, number>> {
  return lineQuantities(db, userId);
}

/** What an order copies from each cart line (sku, names in every language), by cart line id. */
export async function cartLineSnapshots(
  db: Db,
  userId: string,
): Promise<Map<number, LineSnapshot>> {
  return lineSnapshots(db, userId);
}

/** An order was placed from the cart: its lines, promo code and checkout choices go. */
export async function closeCartAfterOrder(db: Db, userId: string): Promise<void> {
  await deleteAllLines(db, userId);
  await resetCartRow(db, userId);
}

/**
 * Issue 5, a guest's cart joins the account it signs in to: the guest's lines move into the
 * account's cart (the same product and variation add up, capped at MAX_LINE_QUANTITY), the
 * guest's promo code goes to the account's cart when that has none, and the guest's cart row is
 * deleted. Answers how many lines the account took. The caller has locked the account's row.
 */
export async function mergeGuestCart(db: Db, guestId: string, accountId: string): Promise<number> {
  const lines = await moveLines(db, guestId, accountId, MAX_LINE_QUANTITY);
  const promoCodeId = await deleteCartRow(db, guestId);
  if (promoCodeId !== null) await offerPromoCode(db, accountId, promoCodeId);
  return lines;
}
