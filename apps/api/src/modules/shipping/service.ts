import { formatPrice, type LanguageCode } from '@storefront/contracts';
import type { Cart } from '@storefront/contracts/cart';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, invalidField, notFound, unauthorized } from '../../lib/http-error.ts';
import { type LocalizedText, localize } from '../../lib/localized-text.ts';
import {
  type CheckoutChoices,
  priceShippingWith,
  readCart,
  readCartState,
  readCheckoutChoices,
  setCheckoutChoice,
} from '../cart/service.ts';
import { shopPriceSettings } from '../theme/service.ts';
import {
  activeMethods,
  countryCodeOf,
  type DestinationRow,
  defaultMethod,
  destinationOf,
  findMethod,
  type MethodRow,
} from './queries.ts';

/**
 * Spec 7 shipping (issue 6): the methods, what they cost, and the cart's destination and method.
 * The rule "a shipping method is priced for its destination" lives here and nowhere else: the
 * cart keeps the method this module priced (shippingChoiceFor) and has it priced again on every
 * read (below), so a method's new price shows at checkout once the back office saves it (issue
 * 26); the addresses module asks forgetDestination before deleting an address, and orders price
 * shipping again with quoteShippingTo when they are placed.
 */

/**
 * The cache tag of every public answer that shows a method (the product page's delivery date):
 * the back office announces it after a change, and the pages drawn from them are forgotten.
 */
export const SHIPPING_CACHE_TAG = 'shipping-methods';

/** Where a parcel goes: a country code ('kw') and, for an address with one, its area. */
export type Destination = DestinationRow;

/**
 * Is the method offered for this destination and sub-total: active, from its minimum, to one of
 * its countries and, when it lists areas, to one of them. A destination without an area (a
 * country alone) is not in a method's list of areas.
 */
export function offers(method: MethodRow, destination: Destination, subTotal: number): boolean {
  if (!method.active) return false;
  if (subTotal < method.minSubtotal) return false;
  const codes = method.countryCodes;
  if (codes !== null && !codes.includes(destination.countryCode.toLowerCase())) return false;
  const areas = method.areaIds;
  return areas === null || (destination.areaId !== null && areas.includes(destination.areaId));
}

/** What the method costs a cart of this sub-total (fils): nothing from its free threshold. */
export function priceFor(method: MethodRow, subTotal: number): number {
  return method.freeFrom !== null && subTotal >= method.freeFrom ? 0 : method.price;
}

/** What shipping costs, as an order keeps it. */
export interface ShippingQuote {
  methodId: number;
  amount: number;
  name: LocalizedText;
  minDays: number;
  maxDays: number;
}

/**
 * What shipping with this method (null: the shop's default) costs for a destination and a cart
 * sub-total (fils), as the server computes it; null when the method does not exist, is
 * inactive, or is not offered there or for that sub-total. The cart's shipping choice and order
 * placement both price shipping with it, so the client's figure never decides.
 */
export async function quoteShipping(
  db: Db,
  methodId: number | null,
  destination: Destination,
  subTotal: number,
): Promise<ShippingQuote | null> {
  const method = methodId === null ? await defaultMethod(db) : await findMethod(db, methodId);
  if (!method || !offers(method, destination, subTotal)) return null;
  return {
    methodId: method.id,
    amount: priceFor(method, subTotal),
    name: method.name,
    minDays: method.minDays,
    maxDays: method.maxDays,
  };
}

/**
 * The same for one of the user's addresses (orders: the cart's shipping address), with the
 * method the cart chose or, when it chose none, the shop's default; null when the address is
 * not theirs or the method is not offered there.
 */
export async function quoteShippingTo(
  db: Db,
  userId: string,
  addressId: number,
  methodId: number | null,
  subTotal: number,
): Promise<ShippingQuote | null> {
  const destination = await destinationOf(db, userId, addressId);
  return destination ? quoteShipping(db, methodId, destination, subTotal) : null;
}

/**
 * The cart's shipping choice once its destination is `destination` (null: it has none any
 * more): the method it had, priced again for that destination and sub-total, or none (amount 0)
 * when it does not deliver there.
 */
export async function shippingChoiceFor(
  db: Db,
  methodId: number | null,
  destination: Destination | null,
  subTotal: number,
): Promise<Pick<CheckoutChoices, 'shippingMethodId' | 'shippingAmount'>> {
  const quote =
    methodId === null || destination === null
      ? null
      : await quoteShipping(db, methodId, destination, subTotal);
  return { shippingMethodId: quote ? methodId : null, shippingAmount: quote?.amount ?? 0 };
}

// The cart answers its shipping choice priced now: the method as it is (its price, whether it
// is still on and still delivers there) for the cart's destination and sub-total. What the cart
// row keeps is only what the shopper chose; an order prices it again in any case.
priceShippingWith(async (db, userId, choices, subTotal) => {
  const destination =
    choices.shippingAddressId === null
      ? null
      : ((await destinationOf(db, userId, choices.shippingAddressId)) ?? null);
  return shippingChoiceFor(db, choices.shippingMethodId, destination, subTotal);
});

/**
 * The user's address `addressId` is being deleted (addresses module, in its transaction): a
 * cart shipping there keeps no method priced for it. The address itself leaves the cart with
 * its row (the foreign key sets it null).
 */
export async function forgetDestination(db: Db, userId: string, addressId: number): Promise<void> {
  const choices = await readCheckoutChoices(db, userId);
  if (choices.shippingAddressId !== addressId) return;
  await setCheckoutChoice(
    db,
    userId,
    await shippingChoiceFor(db, choices.shippingMethodId, null, 0),
  );
}

/** A method as GET shipping-methods answers it, priced for a sub-total. */
function toShippingMethod(method: MethodRow, subTotal: number, lang: LanguageCode): ShippingMethod {
  const price = priceFor(method, subTotal);
  return {
    shippingMethodId: method.id,
    code: method.code,
    name: localize(method.name, lang),
    description: localize(method.description, lang),
    price,
    regularPrice: method.price,
    isFree: price === 0,
    freeFrom: method.freeFrom,
    minDays: method.minDays,
    maxDays: method.maxDays,
    isDefault: method.isDefault,
  };
}

/** The caller's cart sub-total (fils); 0 without a caller. */
async function cartSubTotal(db: Db, userId: string | null, lang: LanguageCode): Promise<number> {
  if (userId === null) return 0;
  return (await readCartState(db, userId, lang)).cart.subTotal;
}

const addressNotFound = (field: string) =>
  new HttpError(404, 'not_found', 'addresses.error.notFound', {
    [field]: 'addresses.error.notFound',
  });

/**
 * GET shipping-methods?countryId (or addressId, one of the caller's): the active methods that
 * deliver there and are offered for the caller's cart sub-total, each priced for it.
 */
export async function listShippingMethods(
  db: Db,
  userId: string | null,
  query: { countryId?: number | undefined; addressId?: number | undefined },
  lang: LanguageCode,
): Promise<ShippingMethod[]> {
  let destination: Destination | undefined;
  if (query.addressId !== undefined) {
    if (userId === null) throw unauthorized();
    destination = await destinationOf(db, userId, query.addressId);
    if (destination === undefined) throw addressNotFound('addressId');
  } else {
    const countryCode = await countryCodeOf(db, query.countryId ?? 0);
    if (countryCode === undefined) {
      throw invalidField('countryId', 'addresses.error.countryUnknown');
    }
    // A country alone: methods that deliver to some of its areas only are not offered.
    destination = { countryCode, areaId: null };
  }
  const subTotal = await cartSubTotal(db, userId, lang);
  const methods = await activeMethods(db);
  return methods
    .filter((method) => offers(method, destination, subTotal))
    .map((method) => toShippingMethod(method, subTotal, lang));
}

/** GET shipping-methods/{id}: an active method, priced for the caller's cart; 404 otherwise. */
export async function getShippingMethod(
  db: Db,
  userId: string | null,
  methodId: number,
  lang: LanguageCode,
): Promise<ShippingMethod> {
  const method = await findMethod(db, methodId);
  if (!method?.active) throw notFound('shipping.error.methodNotFound');
  return toShippingMethod(method, await cartSubTotal(db, userId, lang), lang);
}

/**
 * GET shipping-methods/default: the shop's default method (the product page dates delivery by
 * it), priced for the caller's cart; 404 while the shop has none.
 */
export async function getDefaultShippingMethod(
  db: Db,
  userId: string | null,
  lang: LanguageCode,
): Promise<ShippingMethod> {
  const method = await defaultMethod(db);
  if (!method?.active) throw notFound('shipping.error.methodNotFound');
  return toShippingMethod(method, await cartSubTotal(db, userId, lang), lang);
}

/**
 * PUT carts/shipping-address?shippingAddressId: one of the caller's addresses (404 naming
 * shippingAddressId otherwise). A shipping method already chosen is priced again for the new
 * destination, or dropped when it does not deliver there.
 */
export async function setCartShippingAddress(
  db: Db,
  userId: string,
  addressId: number,
  lang: LanguageCode,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const destination = await destinationOf(tx, userId, addressId);
    if (destination === undefined) throw addressNotFound('shippingAddressId');
    const { header, cart } = await readCartState(tx, userId, lang);
    const shipping = await shippingChoiceFor(
      tx,
      header.shippingMethodId,
      destination,
      cart.subTotal,
    );
    await setCheckoutChoice(tx, userId, { shippingAddressId: addressId, ...shipping });
    return readCart(tx, userId, lang);
  });
}

/** PUT carts/billing-address?billingAddressId: one of the caller's addresses (404 otherwise). */
export async function setCartBillingAddress(
  db: Db,
  userId: string,
  addressId: number,
  lang: LanguageCode,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const destination = await destinationOf(tx, userId, addressId);
    if (destination === undefined) throw addressNotFound('billingAddressId');
    await setCheckoutChoice(tx, userId, { billingAddressId: addressId });
    return readCart(tx, userId, lang);
  });
}

/**
 * PUT carts/shipping-method?shippingMethodId, body { shippingAmount }: the server prices the
 * method for the cart's shipping address and sub-total and stores ITS figure. 400 (naming
 * shippingAddressId) before a shipping address is chosen; 404 (shippingMethodId) for a method
 * that is unknown, inactive or not offered there; 409 (shippingAmount, with the right amount)
 * when the client's figure differs, and nothing changes.
 */
export async function setCartShippingMethod(
  db: Db,
  userId: string,
  methodId: number,
  clientAmount: number,
  lang: LanguageCode,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const { header, cart } = await readCartState(tx, userId, lang);
    const destination =
      header.shippingAddressId === null
        ? undefined
        : await destinationOf(tx, userId, header.shippingAddressId);
    if (destination === undefined) {
      throw invalidField('shippingAddressId', 'shipping.error.noShippingAddress');
    }
    const quote = await quoteShipping(tx, methodId, destination, cart.subTotal);
    if (!quote) {
      throw new HttpError(404, 'not_found', 'shipping.error.methodNotFound', {
        shippingMethodId: 'shipping.error.methodNotFound',
      });
    }
    if (quote.amount !== clientAmount) {
      throw new HttpError(
        409,
        'conflict',
        'shipping.error.amountChanged',
        { shippingAmount: 'shipping.error.amountChanged' },
        { values: { amount: formatPrice(quote.amount, await shopPriceSettings(tx)) } },
      );
    }
    await setCheckoutChoice(tx, userId, {
      shippingMethodId: methodId,
      shippingAmount: quote.amount,
    });
    return readCart(tx, userId, lang);
  });
}
