import { createHash, randomBytes } from 'node:crypto';
import { type LanguageCode, TENANT } from '@storefront/contracts';
import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart';
import type {
  Order,
  OrderItem,
  OrderPage,
  PlaceOrderRequest,
  ReorderResult,
} from '@storefront/contracts/orders';
import { IDEMPOTENCY_KEY_HEADER } from '@storefront/contracts/orders';
import { DEFAULT_SHIPPING_METHOD_ID } from '@storefront/contracts/shipping';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import {
  carts,
  orderItems,
  orders,
  paymentProviders,
  payments,
  products,
  users,
  variations,
} from '../../db/schema.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import { priceCart } from '../cart/pricing.ts';
import {
  deleteAllLines,
  lineKey,
  lineQuantities,
  readCartHeader,
  readCartLines,
} from '../cart/queries.ts';
import { addCartLines, readCart } from '../cart/service.ts';
import { visibleProduct } from '../catalogue/sql.ts';
import { quoteShipping } from '../shipping/service.ts';
import { findThemeConfig } from '../theme/service.ts';
import {
  addressSnapshot,
  cartLineSnapshots,
  countPromoUse,
  findOrderByKey,
  findOwnOrder,
  listOwnOrders,
  lockStockRows,
  readOrderItems,
  type StoredOrderItem,
  takeStock,
  toOrder,
  toOrderItem,
} from './queries.ts';

/**
 * Spec 7 Orders (issue 6): an order is built from the caller's cart on the server, in ONE
 * transaction that locks the user's row (as every cart change does), re-prices every line from
 * the catalogue, takes the stock with guarded updates and empties the cart. A refusal at any
 * step rolls everything back: never negative stock, never a partial order. Messages are UI keys.
 */

const orderNotFound = () => notFound('orders.error.notFound');

type PlaceOrderBody = Omit<PlaceOrderRequest, 'orderNotes'> & { orderNotes: string };

export interface PlacedOrder {
  order: Order;
  /** True when the Idempotency-Key had already placed this order. */
  replayed: boolean;
}

export async function placeOrder(
  db: Db,
  userId: string,
  lang: LanguageCode,
  idempotencyKey: string,
  body: PlaceOrderBody,
): Promise<PlacedOrder> {
  const theme = await findThemeConfig(db, TENANT);
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const requestHash = hashRequest(body);
    const existing = await findOrderByKey(tx, userId, idempotencyKey);
    if (existing) {
      // A retry is the same request; the same key on another one is a client's mistake that
      // must not pass for success (RFC draft "The Idempotency-Key HTTP Header Field": 422).
      if (existing.requestHash !== null && existing.requestHash !== requestHash) {
        throw new HttpError(422, 'idempotency_key_reused', 'orders.error.idempotencyKeyReused', {
          [IDEMPOTENCY_KEY_HEADER]: 'orders.error.idempotencyKeyReused',
        });
      }
      return { order: toOrder(existing, lang), replayed: true };
    }

    const header = await readCartHeader(tx, userId);
    const lines = await readCartLines(tx, userId, lang);
    if (lines.length === 0) throw invalidField('cart', 'orders.error.emptyCart');
    if (header.billingAddressId === null) {
      throw invalidField('billingAddressId', 'orders.error.noBillingAddress');
    }
    if (header.shippingAddressId === null) {
      throw invalidField('shippingAddressId', 'orders.error.noShippingAddress');
    }
    if (header.paymentMethodId === null) {
      throw invalidField('paymentMethodId', 'orders.error.noPaymentMethod');
    }
    if (theme?.enforce_checkout_terms && body.acceptCheckoutTerms !== true) {
      throw invalidField('acceptCheckoutTerms', 'orders.error.acceptTerms');
    }
    const [provider] = await tx
      .select({
        id: paymentProviders.id,
        code: paymentProviders.code,
        active: paymentProviders.active,
      })
      .from(paymentProviders)
      .where(eq(paymentProviders.id, header.paymentMethodId))
      .limit(1);
    if (!provider?.active) throw invalidField('paymentMethodId', 'orders.error.noPaymentMethod');
    const billing = await addressSnapshot(tx, userId, header.billingAddressId);
    if (!billing) throw invalidField('billingAddressId', 'orders.error.noBillingAddress');
    const shipping = await addressSnapshot(tx, userId, header.shippingAddressId);
    if (!shipping) throw invalidField('shippingAddressId', 'orders.error.noShippingAddress');

    // Priced now from the catalogue; a line that cannot be bought refuses the whole order.
    const cart = priceCart(header, lines, now);
    const short: Record<string, string> = {};
    cart.items.forEach((item, index) => {
      if (!item.inStock) {
        short[`items.${index}`] =
          item.activeQty > 0 ? 'errors.notEnoughStock' : 'errors.outOfStock';
      }
    });
    if (Object.keys(short).length > 0) throw linesUnavailable(short);

    const methodId = header.shippingMethodId ?? DEFAULT_SHIPPING_METHOD_ID;
    const quote = await quoteShipping(tx, methodId, shipping.countryCode, cart.subTotal);
    if (!quote) throw invalidField('shippingMethodId', 'orders.error.shippingUnavailable');

    let promoCodeId: number | null = null;
    let promoCode: string | null = null;
    if (header.promoCode && cart.promoCode?.applicable) {
      if (!(await countPromoUse(tx, header.promoCode.id))) {
        throw new HttpError(409, 'conflict', 'errors.promoCodeUsedUp', {
          promoCode: 'errors.promoCodeUsedUp',
        });
      }
      promoCodeId = header.promoCode.id;
      promoCode = header.promoCode.code;
    }
    const discount = promoCodeId === null ? 0 : cart.discount;

    // Guarded: a line whose stock went since the read above refuses (and rolls back) all.
    await lockStockRows(
      tx,
      cart.items.map((item) => item.productId),
      cart.items.flatMap((item) => (item.variationId === null ? [] : [item.variationId])),
    );
    for (const [index, item] of cart.items.entries()) {
      if (!(await takeStock(tx, item.productId, item.variationId, item.productQuantity))) {
        throw linesUnavailable({ [`items.${index}`]: 'errors.notEnoughStock' });
      }
    }

    const snapshots = await cartLineSnapshots(tx, userId);
    const [account] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    const total = cart.subTotal - discount + quote.amount;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: provider.code === 'sandbox_card' ? 'awaiting_payment' : 'placed',
        lang,
        subTotal: cart.subTotal,
        discount,
        shippingAmount: quote.amount,
        total,
        promoCodeId,
        promoCode,
        billingAddress: billing,
        shippingAddress: shipping,
        shippingMethodId: methodId,
        shippingMethodName: quote.name,
        paymentMethodId: provider.id,
        contactEmail: billing.email || account?.email || '',
        contactPhone: billing.phone || account?.phone || '',
        orderNotes: body.orderNotes,
        idempotencyKey,
        requestHash,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');

    await tx.insert(orderItems).values(
      cart.items.map((item) => {
        const snapshot = snapshots.get(item.itemId);
        const draft = body.items?.find(
          (line) =>
            line.productId === item.productId && (line.variationId ?? null) === item.variationId,
        );
        return {
          orderId: order.id,
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
    if (provider.code === 'sandbox_card') {
      await tx.insert(payments).values({
        orderId: order.id,
        reference: randomBytes(16).toString('base64url'),
        providerId: provider.id,
        amount: total,
      });
    }

    await deleteAllLines(tx, userId);
    await tx
      .update(carts)
      .set({
        promoCodeId: null,
        shippingAddressId: null,
        billingAddressId: null,
        shippingMethodId: null,
        paymentMethodId: null,
        shippingAmount: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.userId, userId));

    const placed = await findOwnOrder(tx, userId, order.id);
    if (!placed) throw new Error('placed order not found');
    return { order: toOrder(placed, lang), replayed: false };
  });
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
  return { items: rows.map((row) => toOrder(row, lang)), count, page };
}

export async function getOrder(
  db: Db,
  userId: string,
  lang: LanguageCode,
  orderId: number,
): Promise<Order> {
  const row = await findOwnOrder(db, userId, orderId);
  if (!row) throw orderNotFound();
  return toOrder(row, lang);
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

/** The order and its stored lines, for the invoice: the caller's only. */
export async function orderForInvoice(
  db: Db,
  userId: string,
  orderId: number,
): Promise<{ order: Order; items: StoredOrderItem[]; lang: LanguageCode }> {
  const row = await findOwnOrder(db, userId, orderId);
  if (!row) throw orderNotFound();
  const lang = row.lang;
  return { order: toOrder(row, lang), items: await readOrderItems(db, orderId, lang), lang };
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
  const inCart = await lineQuantities(db, userId);
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
    const [row] = await db
      .select({
        stock: sql<number>`coalesce(${variations.activeQty}, ${products.activeQty})`,
        sellable: sql<boolean>`(${visibleProduct} and (${variations.id} is not null) = exists (select 1 from ${variations} as v2 where v2.product_id = ${products.id}))`,
      })
      .from(products)
      .leftJoin(
        variations,
        sql`${variations.id} = ${item.variationId ?? null}::int and ${variations.productId} = ${products.id}`,
      )
      .where(eq(products.id, item.productId));
    if (row) result.set(item.id, { stock: Number(row.stock), sellable: row.sellable });
  }
  return result;
}
