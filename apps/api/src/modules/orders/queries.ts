import type { LanguageCode } from '@storefront/contracts';
import { deliveryWindow, orderNumber } from '@storefront/contracts/order-rules';
import type { OrderActor, OrderStatus } from '@storefront/contracts/order-status';
import type {
  Order,
  OrderAddress,
  OrderEvent,
  OrderItem,
  OrderReturn,
} from '@storefront/contracts/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  areas,
  countries,
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  paymentProviders,
  payments,
  products,
  states,
  users,
  variations,
} from '../../db/schema.ts';
import { type LocalizedText, localize } from '../../lib/localized-text.ts';
import type { AttributeSnapshot } from '../cart/service.ts';
import { filePath, firstPicture, visibleProduct } from '../catalogue/sql.ts';

/**
 * The orders module's reads and writes. Each takes `db: Db`, which may be a transaction.
 * Prices and stock are read from products and variations directly, never through the
 * catalogue's micro-cache (decision 32). The cart's lines come from the cart module.
 */

/** An address as stored in an order: names in every language, so any language can show it. */
export interface AddressSnapshot {
  fullName: string;
  phone: string;
  email: string | null;
  countryCode: string;
  country: LocalizedText;
  state: LocalizedText | null;
  area: LocalizedText | null;
  block: string;
  street: string;
  avenue: string;
  building: string;
  floor: string;
  apartment: string;
  note: string;
}

/** One of the user's addresses as an order snapshot; undefined when it is not theirs. */
export async function addressSnapshot(
  db: Db,
  userId: string,
  addressId: number,
): Promise<AddressSnapshot | undefined> {
  const [row] = await db
    .select({
      fullName: addresses.fullName,
      phone: addresses.phone,
      email: addresses.email,
      countryCode: countries.code,
      country: countries.name,
      state: states.name,
      area: areas.name,
      block: addresses.block,
      street: addresses.street,
      avenue: addresses.avenue,
      building: addresses.building,
      floor: addresses.floor,
      apartment: addresses.apartment,
      note: addresses.note,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(areas, eq(areas.id, addresses.areaId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

export function localizeAddress(snapshot: AddressSnapshot, lang: LanguageCode): OrderAddress {
  return {
    fullName: snapshot.fullName,
    phone: snapshot.phone,
    email: snapshot.email,
    countryName: localize(snapshot.country, lang),
    stateName: snapshot.state ? localize(snapshot.state, lang) : null,
    areaName: snapshot.area ? localize(snapshot.area, lang) : null,
    block: snapshot.block,
    street: snapshot.street,
    avenue: snapshot.avenue,
    building: snapshot.building,
    floor: snapshot.floor,
    apartment: snapshot.apartment,
    note: snapshot.note,
  };
}

/** The account's own email and phone, an order's contact when the billing address has none. */
export async function accountContact(db: Db, userId: string) {
  const [account] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Writes an order and its lines; answers the order's id. */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<number> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
  return row.id;
}

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
const latestReference = sql<
  string | null
>`(select ${payments.reference} from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`;

/** 'refunded' once a succeeded payment was paid back, 'requested' while it is owed; else null. */
const refundState = sql<
  'requested' | 'refunded' | null
>`(select case when count(*) = 0 then null when bool_and(${payments.refundedAt} is not null) then 'refunded' else 'requested' end from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'succeeded' and ${payments.refundRequestedAt} is not null)`;

function orderColumns() {
  return {
    id: orders.id,
    status: orders.status,
    createdAt: orders.createdAt,
    lang: orders.lang,
    subTotal: orders.subTotal,
    discount: orders.discount,
    shippingAmount: orders.shippingAmount,
    total: orders.total,
    promoCode: orders.promoCode,
    billingAddress: orders.billingAddress,
    shippingAddress: orders.shippingAddress,
    shippingMethodName: orders.shippingMethodName,
    paymentMethodId: orders.paymentMethodId,
    paymentMethodCode: paymentProviders.code,
    paymentMethodName: paymentProviders.name,
    paymentReference: latestReference,
    itemCount,
    requestHash: orders.requestHash,
    contactEmail: orders.contactEmail,
    shippingMinDays: orders.shippingMinDays,
    shippingMaxDays: orders.shippingMaxDays,
    refund: refundState,
    carrier: orders.carrier,
    trackingNumber: orders.trackingNumber,
    trackingUrl: orders.trackingUrl,
  };
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Db) {
  return db
    .select(orderColumns())
    .from(orders)
    .innerJoin(paymentProviders, eq(paymentProviders.id, orders.paymentMethodId));
}

/** What an order's answer tells of its life besides its row. */
export interface OrderLife {
  timeline: OrderEvent[];
  returns: OrderReturn[];
}

/** Statuses after which nothing is on its way any more. */
const ARRIVED_OR_STOPPED: readonly OrderStatus[] = ['delivered', 'cancelled', 'refunded'];

export function toOrder(row: OrderRow, lang: LanguageCode, life: OrderLife): Order {
  const placedAt = new Date(row.createdAt);
  return {
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    createdAt: placedAt.toISOString(),
    lang: row.lang,
    subTotal: row.subTotal,
    discount: row.discount,
    shippingAmount: row.shippingAmount,
    total: row.total,
    promoCode: row.promoCode,
    billingAddress: localizeAddress(row.billingAddress as AddressSnapshot, lang),
    shippingAddress: localizeAddress(row.shippingAddress as AddressSnapshot, lang),
    shippingMethodName: localize(row.shippingMethodName, lang),
    paymentMethodId: row.paymentMethodId,
    paymentMethodCode: row.paymentMethodCode,
    paymentReference: row.paymentReference,
    itemCount: Number(row.itemCount),
    contactEmail: row.contactEmail,
    deliveryEstimate: ARRIVED_OR_STOPPED.includes(row.status)
      ? null
      : deliveryWindow(placedAt, row.shippingMinDays, row.shippingMaxDays),
    refund: row.refund ?? null,
    shipment:
      row.trackingNumber === null
        ? null
        : {
            carrier: row.carrier ?? '',
            trackingNumber: row.trackingNumber,
            trackingUrl: row.trackingUrl,
          },
    timeline: life.timeline,
    returns: life.returns,
  };
}

/** One of the user's orders; undefined for any other id (another user's answers like none). */
export async function findOwnOrder(db: Db, userId: string, orderId: number) {
  const [row] = await selectOrders(db).where(
    and(eq(orders.id, orderId), eq(orders.userId, userId)),
  );
  return row;
}

export async function findOrderByKey(db: Db, userId: string, key: string) {
  const [row] = await selectOrders(db).where(
    and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)),
  );
  return row;
}

/** A page of the user's orders, newest first, and how many they have. */
export async function listOwnOrders(db: Db, userId: string, page: number, perPage: number) {
  const rows = await selectOrders(db)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { rows, count: Number(counted?.count ?? 0) };
}

export interface StoredOrderItem {
  id: number;
  productId: number | null;
  variationId: number | null;
  sku: string;
  productName: LocalizedText;
  attributes: AttributeSnapshot[];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discountType: string;
  discountValue: number;
  taxable: boolean;
  taxPercent: number;
  itemNotes: string;
  picturePath: string | null;
}

/** The lines of an order (the caller has checked it is the user's), in the order placed. */
export async function readOrderItems(
  db: Db,
  orderId: number,
  lang: LanguageCode,
): Promise<StoredOrderItem[]> {
  const picture = firstPicture(db, lang, orderItems.variationId);
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variationId: orderItems.variationId,
      sku: orderItems.sku,
      productName: orderItems.productName,
      attributes: orderItems.attributes,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      lineTotal: orderItems.lineTotal,
      discountType: orderItems.discountType,
      discountValue: orderItems.discountValue,
      taxable: orderItems.taxable,
      taxPercent: orderItems.taxPercent,
      itemNotes: orderItems.itemNotes,
      pictureKey: picture.storageKey,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoinLateral(picture, sql`true`)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ pictureKey, ...row }) => ({
    ...row,
    attributes: row.attributes as AttributeSnapshot[],
    picturePath: pictureKey === null || pictureKey === undefined ? null : filePath(pictureKey),
  }));
}

export function toOrderItem(row: StoredOrderItem, lang: LanguageCode): OrderItem {
  return {
    itemId: row.id,
    productId: row.productId,
    variationId: row.variationId,
    productName: localize(row.productName, lang),
    attributes: row.attributes.map((a) => ({
      attributeName: localize(a.attributeName, lang),
      value: localize(a.value, lang),
    })),
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    lineTotal: row.lineTotal,
    discountType: row.discountType,
    discountValue: row.discountValue,
    taxable: row.taxable,
    taxPercent: row.taxPercent,
    itemNotes: row.itemNotes,
    picturePath: row.picturePath,
  };
}

/** The stock now of an order line's product (or its variation), and whether it can be bought. */
export async function lineStockNow(
  db: Db,
  productId: number,
  variationId: number | null,
): Promise<{ stock: number; sellable: boolean } | undefined> {
  const [row] = await db
    .select({
      stock: sql<number>`coalesce(${variations.activeQty}, ${products.activeQty})`,
      sellable: sql<boolean>`(${visibleProduct} and (${variations.id} is not null) = exists (select 1 from ${variations} as v2 where v2.product_id = ${products.id}))`,
    })
    .from(products)
    .leftJoin(
      variations,
      sql`${variations.id} = ${variationId ?? null}::int and ${variations.productId} = ${products.id}`,
    )
    .where(eq(products.id, productId));
  return row && { stock: Number(row.stock), sellable: row.sellable };
}

// An order's life (issue 15).

/** The timelines of some orders, oldest event first, by order id. */
export async function readTimelines(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderEvent[]>> {
  const result = new Map<number, OrderEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.id));
  for (const row of rows) {
    result.get(row.orderId)?.push({
      status: row.status,
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      note: row.note,
    });
  }
  return result;
}

/** The return requests of some orders, oldest first, by order id. */
export async function readReturns(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderReturn[]>> {
  const result = new Map<number, OrderReturn[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(asc(orderReturns.id));
  for (const row of rows) {
    result.get(row.orderId)?.push({
      returnId: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      reason: row.reason,
      status: row.status,
      lines: row.lines,
      decisionNote: row.decisionNote,
    });
  }
  return result;
}

/** Any order by id, locked for a change of status (for no key update: its lines stay free). */
export async function lockOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      promoCodeId: orders.promoCodeId,
      contactEmail: orders.contactEmail,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  return row;
}

/** Who placed an order (and whether as a guest), and its email; undefined when there is none. */
export async function orderContact(db: Db, orderId: number) {
  const [row] = await db
    .select({ userId: orders.userId, contactEmail: orders.contactEmail, role: users.role })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function setOrderStatus(db: Db, orderId: number, status: OrderStatus) {
  await db.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** How a shipped order travels: its carrier, tracking number and optional link (issue 26). */
export async function setOrderShipment(
  db: Db,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
) {
  await db
    .update(orders)
    .set({ ...shipment, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function insertOrderEvent(
  db: Db,
  event: {
    orderId: number;
    status: OrderStatus;
    actor: OrderActor;
    actorId: string | null;
    note: string;
  },
) {
  await db.insert(orderEvents).values(event);
}

/** An order's lines as the catalogue's inventory takes and gives back stock. */
export async function orderStockLines(db: Db, orderId: number) {
  return db
    .select({
      productId: orderItems.productId,
      variationId: orderItems.variationId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/** The units of each line of an order already asked back (returns not refused), by line id. */
export async function returnedQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lines: orderReturns.lines })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), sql`${orderReturns.status} <> 'refused'`));
  const result = new Map<number, number>();
  for (const line of rows.flatMap((row) => row.lines)) {
    result.set(line.itemId, (result.get(line.itemId) ?? 0) + line.quantity);
  }
  return result;
}

export async function orderLineQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

export async function insertReturn(
  db: Db,
  row: { orderId: number; lines: { itemId: number; quantity: number }[]; reason: string },
): Promise<void> {
  await db.insert(orderReturns).values(row);
}

/** Any order by id (staff, a found order's key), with what its answer needs. */
export async function findOrder(db: Db, orderId: number) {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId));
  return row;
}

/** Orders as answered: their rows with their timelines and return requests, read in two queries. */
export async function answerOrders(
  db: Db,
  rows: readonly OrderRow[],
  lang: LanguageCode,
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [timelines, returns] = await Promise.all([readTimelines(db, ids), readReturns(db, ids)]);
  return rows.map((row) =>
    toOrder(row, lang, {
      timeline: timelines.get(row.id) ?? [],
      returns: returns.get(row.id) ?? [],
    }),
  );
}

export async function answerOrder(db: Db, row: OrderRow, lang: LanguageCode): Promise<Order> {
  const [order] = await answerOrders(db, [row], lang);
  return order!;
}
