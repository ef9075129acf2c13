import type { LanguageCode } from '@storefront/contracts';
import { orderNumber } from '@storefront/contracts/order-rules';
import type { Order, OrderAddress, OrderItem } from '@storefront/contracts/orders';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  areas,
  countries,
  orderItems,
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

/**
 * Locks the rows whose stock an order takes, products then variations, each in id order: every
 * order takes its locks in the same global order, so two orders with the same lines in another
 * order wait for each other instead of deadlocking.
 */
export async function lockStockRows(
  db: Db,
  productIds: number[],
  variationIds: number[],
): Promise<void> {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const productList = sorted(productIds);
  if (productList.length > 0) {
    await db.execute(sql`
      select id from ${products} where id in (${sql.join(
        productList.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by id for no key update`);
  }
  const variationList = sorted(variationIds);
  if (variationList.length > 0) {
    await db.execute(sql`
      select id from ${variations} where id in (${sql.join(
        variationList.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by id for no key update`);
  }
}

/**
 * Takes `quantity` units of a line's stock, guarded: the update touches no row when fewer are
 * left, and the caller then rolls the whole order back. A variation's product keeps its
 * denormalised total in step (never below 0).
 */
export async function decrementStock(
  db: Db,
  productId: number,
  variationId: number | null,
  quantity: number,
): Promise<boolean> {
  if (variationId === null) {
    const rows = await db.execute(sql`
      update ${products} set active_qty = active_qty - ${quantity}::int
      where id = ${productId} and active_qty >= ${quantity}::int returning id`);
    return (rows as unknown as { rows: unknown[] }).rows.length === 1;
  }
  const rows = await db.execute(sql`
    update ${variations} set active_qty = active_qty - ${quantity}::int
    where id = ${variationId} and product_id = ${productId} and active_qty >= ${quantity}::int
    returning id`);
  if ((rows as unknown as { rows: unknown[] }).rows.length !== 1) return false;
  await db.execute(sql`
    update ${products} set active_qty = greatest(active_qty - ${quantity}::int, 0)
    where id = ${productId}`);
  return true;
}

/** Counts one use of a promo code, guarded by its usage limit; false when it is used up. */
export async function countPromoUse(db: Db, promoCodeId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update promo_codes set used_count = used_count + 1
    where id = ${promoCodeId} and (usage_limit is null or used_count < usage_limit)
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length === 1;
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
  };
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Db) {
  return db
    .select(orderColumns())
    .from(orders)
    .innerJoin(paymentProviders, eq(paymentProviders.id, orders.paymentMethodId));
}

export function toOrder(row: OrderRow, lang: LanguageCode): Order {
  return {
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
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
  const picture = firstPicture(db, lang);
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
