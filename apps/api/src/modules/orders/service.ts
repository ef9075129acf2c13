import { createHash } from 'node:crypto';
import { type LanguageCode, TENANT } from '@storefront/contracts';
import type { Cart, CartItem } from '@storefront/contracts/cart';
import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import type {
  Order,
  OrderItem,
  OrderPage,
  PlaceOrderRequest,
  ReorderResult,
} from '@storefront/contracts/orders';
import { IDEMPOTENCY_KEY_HEADER } from '@storefront/contracts/orders';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { type LocalizedText, localize } from '../../lib/localized-text.ts';
import {
  addCartLines,
  type CartHeader,
  cartLineQuantities,
  cartLineSnapshots,
  closeCartAfterOrder,
  lineKey,
  readCart,
  readCartState,
} from '../cart/service.ts';
import { announceStockChange, type Reserved, reserve } from '../catalogue/service.ts';
import {
  activePaymentMethod,
  type OrderPaymentMethod,
  orderStatusOnPlace,
  startPayment,
  whenPaymentSettles,
} from '../payments/service.ts';
import {
  countCustomerUsesWith,
  countPromoUse,
  customerLimitRefusal,
} from '../promotions/service.ts';
import { quoteShippingTo } from '../shipping/service.ts';
import { findThemeConfig } from '../theme/service.ts';
import { renderInvoice } from './invoice.ts';
import { recordPaymentOutcome } from './life/service.ts';
import { documentBrand } from './pdf/document-brand.ts';
import { customerPromoUses } from './promo-usage/service.ts';
import {
  type AddressSnapshot,
  accountContact,
  addressSnapshot,
  answerOrder,
  answerOrders,
  findOrderByKey,
  findOwnOrder,
  insertOrder,
  insertOrderEvent,
  lineStockNow,
  listOwnOrders,
  readOrderItems,
  type StoredOrderItem,
  toOrderItem,
} from './queries.ts';

/**
 * Spec 7 Orders (issue 6): an order is built from the caller's cart on the server, in ONE
 * transaction that locks the user's row (as every cart change does), re-prices every line from
 * the catalogue, takes the stock with guarded updates and empties the cart. A refusal at any
 * step rolls everything back: never negative stock, never a partial order. Messages are UI keys.
 */

const orderNotFound = () => notFound('orders.error.notFound');

// A card payment's result moves its order: paid, or payment failed (payments announce it).
whenPaymentSettles((tx, orderId, result) =>
  recordPaymentOutcome(tx, orderId, result === 'succeeded' ? 'paid' : 'payment_failed'),
);

// A promo code's per-customer limit counts the customer's orders that used it (issue 26).
countCustomerUsesWith(customerPromoUses);

/** A customer's orders and what they came to: the back office's customers ask (issue 26). */
export {
  type CustomerOrderFigures,
  customerOrderFigures,
  customerOrders,
} from './customer-orders/service.ts';
/** How promo codes were used, from the orders: the back office's promotions ask (issue 26). */
export { type PromoUsage, promoCodeUsage } from './promo-usage/service.ts';

type PlaceOrderBody = Omit<PlaceOrderRequest, 'orderNotes'> & { orderNotes: string };

export interface PlacedOrder {
  order: Order;
  /** True when the Idempotency-Key had already placed this order. */
  replayed: boolean;
}

/**
 * POST users/{userId}/orders, in the steps of docs/api.md (Placing an order), each below. Its
 * locks are taken in one order every time: the user's row, then the promo code's, then the
 * stock rows in id order (so concurrent orders queue rather than deadlock).
 */
export async function placeOrder(
  db: Db,
  userId: string,
  lang: LanguageCode,
  idempotencyKey: string,
  body: PlaceOrderBody,
  /** Runs in the order's transaction once it is written (its confirmation's job), not on a replay. */
  onPlaced: (tx: Db, orderId: number) => Promise<void> = async () => {},
): Promise<PlacedOrder> {
  const theme = await findThemeConfig(db, TENANT);
  const termsRequired = theme?.enforce_checkout_terms === true;
  const now = new Date();
  const requestHash = hashRequest(body);
  let stockChanged: number[] = [];
  const placed = await db.transaction(async (tx) => {
    const earlier = await lockAndReplay(tx, userId, idempotencyKey, requestHash);
    if (earlier) return { order: await answerOrder(tx, earlier, lang), replayed: true };

    const checkout = await readCheckout(tx, userId, lang, now, {
      termsRequired,
      termsAccepted: body.acceptCheckoutTerms === true,
    });
    const cart = priceLines(checkout);
    const shipping = await quoteOrderShipping(tx, userId, checkout, cart.subTotal);
    const promo = await claimPromo(tx, userId, checkout);
    const reserved = await takeStock(tx, cart.items);
    const total = cart.subTotal - promo.discount + shipping.amount;
    const orderId = await writeOrder(tx, userId, {
      lang,
      idempotencyKey,
      requestHash,
      body,
      checkout,
      cart,
      shipping,
      promo,
      total,
    });
    await reserved.forOrder(orderId);
    stockChanged = reserved.productIds;
    await startPayment(tx, { orderId, amount: total }, checkout.paymentMethod);
    await closeCartAfterOrder(tx, userId);
    await onPlaced(tx, orderId);

    const placed = await findOwnOrder(tx, userId, orderId);
    if (!placed) throw new Error('placed order not found');
    return { order: await answerOrder(tx, placed, lang), replayed: false };
  });
  // Committed: the pages showing the products' stock are redrawn.
  await announceStockChange(db, stockChanged);
  return placed;
}

/**
 * Step 1: locks the user's row (`for no key update`, as every cart change does), so one
 * shopper's orders and cart changes never interleave. A key already used answers its order;
 * the same key on another request is a client's mistake that must not pass for success (RFC
 * draft "The Idempotency-Key HTTP Header Field": 422).
 */
async function lockAndReplay(tx: Db, userId: string, idempotencyKey: string, requestHash: string) {
  await lockUserRow(tx, userId);
  const existing = await findOrderByKey(tx, userId, idempotencyKey);
  if (existing && existing.requestHash !== null && existing.requestHash !== requestHash) {
    throw new HttpError(422, 'idempotency_key_reused', 'orders.error.idempotencyKeyReused', {
      [IDEMPOTENCY_KEY_HEADER]: 'orders.error.idempotencyKeyReused',
    });
  }
  return existing;
}

/** The cart with its choices checked: what an order is made of. */
interface Checkout {
  header: CartHeader;
  /** The cart priced now from the catalogue (never its cache). */
  cart: Cart;
  billing: AddressSnapshot;
  shipping: AddressSnapshot;
  paymentMethod: OrderPaymentMethod;
}

/**
 * Step 2: reads the cart, priced now, and checks its choices. 400 naming what is missing: the
 * cart (empty), a billing or shipping address (none, or not the caller's), a payment method
 * (none, unknown or inactive), the checkout terms (when the theme enforces them).
 */
async function readCheckout(
  tx: Db,
  userId: string,
  lang: LanguageCode,
  now: Date,
  terms: { termsRequired: boolean; termsAccepted: boolean },
): Promise<Checkout> {
  const { header, cart } = await readCartState(tx, userId, lang, now);
  if (cart.items.length === 0) throw invalidField('cart', 'orders.error.emptyCart');
  if (header.billingAddressId === null) {
    throw invalidField('billingAddressId', 'orders.error.noBillingAddress');
  }
  if (header.shippingAddressId === null) {
    throw invalidField('shippingAddressId', 'orders.error.noShippingAddress');
  }
  if (header.paymentMethodId === null) {
    throw invalidField('paymentMethodId', 'orders.error.noPaymentMethod');
  }
  if (terms.termsRequired && !terms.termsAccepted) {
    throw invalidField('acceptCheckoutTerms', 'orders.error.acceptTerms');
  }
  const paymentMethod = await activePaymentMethod(tx, header.paymentMethodId);
  if (!paymentMethod) throw invalidField('paymentMethodId', 'orders.error.noPaymentMethod');
  const billing = await addressSnapshot(tx, userId, header.billingAddressId);
  if (!billing) throw invalidField('billingAddressId', 'orders.error.noBillingAddress');
  const shipping = await addressSnapshot(tx, userId, header.shippingAddressId);
  if (!shipping) throw invalidField('shippingAddressId', 'orders.error.noShippingAddress');
  return { header, cart, billing, shipping, paymentMethod };
}

/**
 * Step 3: every line as priced now; one that cannot be bought (not sellable, or short of stock)
 * refuses the whole order: 409 listing them as items.<cart index>.
 */
function priceLines(checkout: Checkout): Cart {
  const short: Record<string, string> = {};
  checkout.cart.items.forEach((item, index) => {
    if (!item.inStock) {
      short[`items.${index}`] = item.activeQty > 0 ? 'errors.notEnoughStock' : 'errors.outOfStock';
    }
  });
  if (Object.keys(short).length > 0) throw linesUnavailable(short);
  return checkout.cart;
}

/**
 * Step 4: shipping priced again by the shipping module for the shipping address (its country
 * and area) and the sub-total: the cart's method, else the shop's default one (data the back
 * office sets, issue 26); not offered there → 400.
 */
async function quoteOrderShipping(
  tx: Db,
  userId: string,
  checkout: Checkout,
  subTotal: number,
): Promise<OrderShipping> {
  const addressId = checkout.header.shippingAddressId;
  const quote =
    addressId === null
      ? null
      : await quoteShippingTo(tx, userId, addressId, checkout.header.shippingMethodId, subTotal);
  if (!quote) throw invalidField('shippingMethodId', 'orders.error.shippingUnavailable');
  return quote;
}

interface OrderShipping {
  methodId: number;
  amount: number;
  name: LocalizedText;
  minDays: number;
  maxDays: number;
}

interface ClaimedPromo {
  promoCodeId: number | null;
  promoCode: string | null;
  discount: number;
}

const NO_PROMO: ClaimedPromo = { promoCodeId: null, promoCode: null, discount: 0 };

/**
 * Step 5: a code that applies (as the cart computed it) has one use counted, guarded by its
 * limit: 409 when another order took the last use meanwhile, or when the customer's orders have
 * used it as often as its per-customer limit allows (counted under the user's row lock, so two
 * of their orders cannot both take the last one). A code that no longer applies is dropped: the
 * order has no discount.
 */
async function claimPromo(tx: Db, userId: string, checkout: Checkout): Promise<ClaimedPromo> {
  const code = checkout.header.promoCode;
  if (!code || !checkout.cart.promoCode?.applicable) return NO_PROMO;
  const limited = await customerLimitRefusal(tx, code, userId);
  if (limited) throw new HttpError(409, 'conflict', limited, { promoCode: limited });
  if (!(await countPromoUse(tx, code.id))) {
    throw new HttpError(409, 'conflict', 'errors.promoCodeUsedUp', {
      promoCode: 'errors.promoCodeUsedUp',
    });
  }
  return { promoCodeId: code.id, promoCode: code.code, discount: checkout.cart.discount };
}

/**
 * Step 6: the catalogue's inventory locks the product rows, then the variation rows, in id order
 * (every order takes its locks in one global order), then takes each line's stock by a guarded
 * update. A line whose stock went since it was priced refuses (and rolls back) the whole order.
 * The movements naming the order are written once it has its id (`forOrder`).
 */
async function takeStock(
  tx: Db,
  items: readonly CartItem[],
): Promise<Extract<Reserved, { ok: true }>> {
  const reserved = await reserve(
    tx,
    items.map((item) => ({
      productId: item.productId,
      variationId: item.variationId,
      quantity: item.productQuantity,
    })),
  );
  if (!reserved.ok) {
    throw linesUnavailable({ [`items.${reserved.shortLine}`]: 'errors.notEnoughStock' });
  }
  return reserved;
}

/**
 * Step 7: the order and its lines, as snapshots: the addresses with their place names in every
 * language, the shipping method's name, each line's product name, attributes and sku. Its
 * status is what the payment gateway says an order paid that way starts in. The contact email
 * and phone are the billing address's, else the account's. Answers the order's id.
 */
async function writeOrder(
  tx: Db,
  userId: string,
  order: {
    lang: LanguageCode;
    idempotencyKey: string;
    requestHash: string;
    body: PlaceOrderBody;
    checkout: Checkout;
    cart: Cart;
    shipping: OrderShipping;
    promo: ClaimedPromo;
    total: number;
  },
): Promise<number> {
  const { body, checkout, cart, shipping, promo } = order;
  const snapshots = await cartLineSnapshots(tx, userId);
  const account = await accountContact(tx, userId);
  const status = orderStatusOnPlace(checkout.paymentMethod.gateway);
  const orderId = await insertOrder(
    tx,
    {
      userId,
      status,
      lang: order.lang,
      subTotal: cart.subTotal,
      discount: promo.discount,
      shippingAmount: shipping.amount,
      total: order.total,
      promoCodeId: promo.promoCodeId,
      promoCode: promo.promoCode,
      billingAddress: checkout.billing,
      shippingAddress: checkout.shipping,
      shippingMethodId: shipping.methodId,
      shippingMethodName: shipping.name,
      shippingMinDays: shipping.minDays,
      shippingMaxDays: shipping.maxDays,
      paymentMethodId: checkout.paymentMethod.id,
      contactEmail: checkout.billing.email || account?.email || '',
      contactPhone: checkout.billing.phone || account?.phone || '',
      orderNotes: body.orderNotes,
      idempotencyKey: order.idempotencyKey,
      requestHash: order.requestHash,
    },
    cart.items.map((item) => {
      const snapshot = snapshots.get(item.itemId);
      // Only itemNotes is taken from the request's items, from a line matching a cart line.
      const draft = body.items?.find(
        (line) =>
          line.productId === item.productId && (line.variationId ?? null) === item.variationId,
      );
      return {
        productId: item.productId,
        variationId: item.variationId,
        sku: snapshot?.sku ?? '',
        productName: snapshot?.productName ?? { en: item.productName },
        attributes: snapshot?.attributes ?? [],
        quantity: item.productQuantity,
        unitPrice: item.unitPrice,
        lineTotal: item.lineTotal,
        itemNotes: draft?.itemNotes ?? '',
      };
    }),
  );
  // The timeline's first step: placed by the shopper.
  await insertOrderEvent(tx, { orderId, status, actor: 'shopper', actorId: userId, note: '' });
  return orderId;
}

/**
 * The request as the schema read it (its keys in the schema's order, unknown ones dropped), so a
 * retry hashes the same however its client ordered or spaced the JSON.
 */
function hashRequest(body: PlaceOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

/** 409 listing the cart lines (items.<index>) that cannot be bought in the quantity asked. */
const linesUnavailable = (fields: Record<string, string>) =>
  new HttpError(409, 'conflict', 'orders.error.linesUnavailable', fields);

export async function listOrders(
  db: Db,
  userId: string,
  lang: LanguageCode,
  page: number,
  perPage: number,
): Promise<OrderPage> {
  const { rows, count } = await listOwnOrders(db, userId, page, perPage);
  return { items: await answerOrders(db, rows, lang), count, page };
}

export async function getOrder(
  db: Db,
  userId: string,
  lang: LanguageCode,
  orderId: number,
): Promise<Order> {
  const row = await findOwnOrder(db, userId, orderId);
  if (!row) throw orderNotFound();
  return answerOrder(db, row, lang);
}

export async function getOrderItems(
  db: Db,
  userId: string,
  lang: LanguageCode,
  orderId: number,
): Promise<OrderItem[]> {
  if (!(await findOwnOrder(db, userId, orderId))) throw orderNotFound();
  const rows = await readOrderItems(db, orderId, lang);
  return rows.map((row) => toOrderItem(row, lang));
}

/**
 * GET orders/{id}/document: the caller's order's invoice, in the language the shopper reads the
 * shop in now (the request's), with the shop's title and colour, and the name it is downloaded
 * under.
 */
export async function orderInvoice(
  db: Db,
  userId: string,
  orderId: number,
  lang: LanguageCode,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findOwnOrder(db, userId, orderId);
  if (!row) throw orderNotFound();
  const order = await answerOrder(db, row, lang);
  const items = await readOrderItems(db, orderId, lang);
  const pdf = await renderInvoice({
    ...(await documentBrand(db, lang)),
    order,
    items,
    lang,
    strings: lang === 'ar' ? ar : en,
  });
  return { pdf, fileName: `invoice-${order.orderNumber}.pdf` };
}

/**
 * POST orders/{orderId}/reorder: the order's lines that can still be bought go back into the
 * caller's cart through the cart's own add (its limits and stock checks apply), each capped at
 * what the stock and the line limit allow beside what the cart has; the rest are answered.
 */
export async function reorder(
  db: Db,
  userId: string,
  lang: LanguageCode,
  orderId: number,
): Promise<ReorderResult> {
  if (!(await findOwnOrder(db, userId, orderId))) throw orderNotFound();
  const items = await readOrderItems(db, orderId, lang);
  const inCart = await cartLineQuantities(db, userId);
  const stock = await stockOf(db, items);
  const added: ReorderResult['added'] = [];
  const unavailable: ReorderResult['unavailable'] = [];
  const toAdd: { productId: number; variationId: number | null; quantity: number }[] = [];
  for (const item of items) {
    const productName = localize(item.productName, lang);
    const available = item.productId === null ? undefined : stock.get(item.id);
    if (item.productId === null || available === undefined || !available.sellable) {
      unavailable.push({ productName, reason: 'unavailable' });
      continue;
    }
    const had = inCart.get(lineKey(item.productId, item.variationId)) ?? 0;
    const room = Math.min(available.stock, MAX_LINE_QUANTITY) - had;
    const quantity = Math.min(item.quantity, room);
    if (quantity <= 0) {
      unavailable.push({ productName, reason: 'outOfStock' });
      continue;
    }
    if (quantity < item.quantity) unavailable.push({ productName, reason: 'reduced' });
    added.push({ productName, quantity, requested: item.quantity });
    toAdd.push({ productId: item.productId, variationId: item.variationId, quantity });
  }
  if (toAdd.length === 0) {
    return { cart: await readCart(db, userId, lang), added, unavailable };
  }
  const cart = await addCartLines(
    db,
    userId,
    lang,
    toAdd,
    (index, name) => `items.${index}.${name}`,
  );
  return { cart, added, unavailable };
}

/** The stock now of each order line's product or variation, by order line id. */
async function stockOf(db: Db, items: StoredOrderItem[]) {
  const result = new Map<number, { stock: number; sellable: boolean }>();
  for (const item of items) {
    if (item.productId === null) continue;
    const now = await lineStockNow(db, item.productId, item.variationId);
    if (now) result.set(item.id, now);
  }
  return result;
}
