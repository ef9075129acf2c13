import type { LanguageCode } from '@storefront/contracts';
import {
  type AdminOrdersFilter,
  type PaymentState,
  WAITING_RETURN_STATUSES,
} from '@storefront/contracts/admin-orders';
import type { OrderStatus } from '@storefront/contracts/order-status';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderNotes,
  orderRefunds,
  orderReturns,
  orders,
  paymentProviders,
  payments,
  shippingMethods,
  users,
} from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';

/**
 * The back office's reads of the orders tables (issue 26): the filtered list and its CSV (by
 * status, payment, shipping method, days, the shipping address's governorate and area, a search,
 * a quick view), an order's timeline with who moved it, and its internal notes. Each takes `db`, which may be a
 * transaction.
 */

/** Where the order's money is, from its payments (PAYMENT_STATES in contracts/admin-orders.ts). */
const paymentState = sql<PaymentState>`(case
  when not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id}) then 'on_delivery'
  when exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.refundedAt} is not null) then 'refunded'
  when exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'succeeded' and ${payments.refundRequestedAt} is not null) then 'refund_owed'
  else (select case ${payments.status} when 'succeeded' then 'paid' when 'failed' then 'failed' else 'awaiting' end
        from ${payments} where ${payments.orderId} = ${orders.id}
        order by ${payments.createdAt} desc, ${payments.id} desc limit 1)
end)`;

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Fils paid back so far (issue 26): the list's "Partly refunded" badge. */
const refundedTotal = sql<number>`(select coalesce(sum(${orderRefunds.amount}), 0)::bigint from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id})`;

/** A text for LIKE, its wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of a phone number as stored (E.164 without its '+'). */
const digitsOf = (column: SQL | typeof orders.contactPhone) =>
  sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** A governorate's (and area's) names in both languages, as address snapshots hold them. */
export interface PlaceNames {
  countryCode: string;
  state: BothNames;
  area?: BothNames;
}

type BothNames = { en: string; ar: string };

/** What the filters decide, beside the quick views' own statuses. */
export interface OrderListFilter
  extends Omit<AdminOrdersFilter, 'view' | 'query' | 'stateId' | 'areaId'> {
  /** Any of these statuses (a quick view). */
  statuses?: readonly OrderStatus[];
  /** Only orders with a return request waiting on staff (the returns view). */
  returnsWaiting?: boolean;
  /** Only orders shipped to this governorate (and area). */
  place?: PlaceNames;
  /** Only orders paid through these providers (the cash view); [] matches none. */
  providerIds?: readonly number[];
  /** The order this search names by number, if it names one. */
  searchOrderId?: number | null;
  /** The search as typed, and its digits for a phone number (empty when too few). */
  search?: string;
  searchDigits?: string;
  timeZone: string;
}

/** The shipping address's snapshot holds `part` (containment, as a GIN jsonb_path_ops serves). */
const shipsTo = (part: object) => sql`${orders.shippingAddress} @> ${JSON.stringify(part)}::jsonb`;

/**
 * Shipped to the place: its country's code, and its governorate (and area) by either language's
 * name, so an order still matches after one of the names is reworded.
 */
function shippedTo(place: PlaceNames): SQL | undefined {
  const named = (key: 'state' | 'area', names: BothNames) =>
    or(shipsTo({ [key]: { en: names.en } }), shipsTo({ [key]: { ar: names.ar } }));
  return and(
    shipsTo({ countryCode: place.countryCode }),
    named('state', place.state),
    place.area && named('area', place.area),
  );
}

/** A return request waits on staff: requested or approved, not yet received nor refused. */
const returnWaiting = sql`exists (select 1 from ${orderReturns} where ${orderReturns.orderId} = ${orders.id} and ${inArray(orderReturns.status, [...WAITING_RETURN_STATUSES])})`;

function conditions(filter: OrderListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.returnsWaiting) where.push(returnWaiting);
  if (filter.place) where.push(shippedTo(filter.place));
  if (filter.statuses) where.push(inArray(orders.status, [...filter.statuses]));
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.providerIds) {
    where.push(
      filter.providerIds.length > 0
        ? inArray(orders.paymentMethodId, [...filter.providerIds])
        : sql`false`,
    );
  }
  if (filter.paymentMethodId)
    where.push(eq(orders.paymentMethodId, Number(filter.paymentMethodId)));
  if (filter.shippingMethodId) {
    where.push(eq(orders.shippingMethodId, Number(filter.shippingMethodId)));
  }
  if (filter.paymentState) where.push(sql`${paymentState} = ${filter.paymentState}`);
  if (filter.from) {
    where.push(
      gte(orders.createdAt, sql`(${filter.from}::date::timestamp at time zone ${filter.timeZone})`),
    );
  }
  if (filter.to) {
    where.push(
      lt(
        orders.createdAt,
        sql`((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`,
      ),
    );
  }
  if (filter.search) {
    const like = likeText(filter.search);
    const found: SQL[] = [
      sql`${orders.contactEmail} ilike ${like}`,
      sql`(${orders.billingAddress}->>'fullName') ilike ${like}`,
      sql`(${orders.shippingAddress}->>'fullName') ilike ${like}`,
    ];
    if (filter.searchOrderId) found.push(eq(orders.id, filter.searchOrderId));
    if (filter.searchDigits) {
      const digits = likeText(filter.searchDigits);
      found.push(
        sql`${digitsOf(orders.contactPhone)} like ${digits}`,
        sql`${digitsOf(sql`${orders.shippingAddress}->>'phone'`)} like ${digits}`,
      );
    }
    where.push(or(...found));
  }
  return and(...where);
}

/** The shipping address's governorate or area as it was named, in `lang` (else English). */
const snapshotName = (key: 'state' | 'area', lang: LanguageCode) =>
  localized(sql`(${orders.shippingAddress}->${sql.raw(`'${key}'`)})`, lang) as SQL<string | null>;

function listColumns(lang: LanguageCode) {
  return {
    id: orders.id,
    createdAt: orders.createdAt,
    status: orders.status,
    customerName: sql<string>`(${orders.billingAddress}->>'fullName')`,
    email: orders.contactEmail,
    phone: orders.contactPhone,
    subTotal: orders.subTotal,
    discount: orders.discount,
    shippingAmount: orders.shippingAmount,
    total: orders.total,
    itemCount,
    paymentMethodId: orders.paymentMethodId,
    paymentMethodName: localized(paymentProviders.name, lang),
    paymentState,
    shippingMethodName: localized(orders.shippingMethodName, lang),
    carrier: orders.carrier,
    trackingNumber: orders.trackingNumber,
    refundedTotal,
    governorate: snapshotName('state', lang),
    area: snapshotName('area', lang),
  };
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrderRows>>[number];

/** The orders the filter keeps, newest first, `limit` from `offset`. */
export async function listAdminOrderRows(
  db: Db,
  lang: LanguageCode,
  filter: OrderListFilter,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select(listColumns(lang))
    .from(orders)
    .innerJoin(paymentProviders, eq(paymentProviders.id, orders.paymentMethodId))
    .where(conditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    itemCount: Number(row.itemCount),
    refundedTotal: Number(row.refundedTotal),
  }));
}

export async function countAdminOrders(db: Db, filter: OrderListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    // Joined as the list is, so the correlated subqueries name orders.id the same way.
    .innerJoin(paymentProviders, eq(paymentProviders.id, orders.paymentMethodId))
    .where(conditions(filter));
  return Number(row?.count ?? 0);
}

/** The payment and shipping methods, for the list's filters, named in `lang`. */
export async function filterChoices(db: Db, lang: LanguageCode) {
  const [paymentMethods, methods] = await Promise.all([
    db
      .select({ id: paymentProviders.id, name: localized(paymentProviders.name, lang) })
      .from(paymentProviders)
      .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id)),
    db
      .select({ id: shippingMethods.id, name: localized(shippingMethods.name, lang) })
      .from(shippingMethods)
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id)),
  ]);
  return { paymentMethods, shippingMethods: methods };
}

/** One order's payment method (named in `lang`) and payment state. */
export async function orderPaymentSummary(db: Db, orderId: number, lang: LanguageCode) {
  const [row] = await db
    .select({ paymentMethodName: localized(paymentProviders.name, lang), paymentState })
    .from(orders)
    .innerJoin(paymentProviders, eq(paymentProviders.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's contact phone (E.164, as placed). */
export async function orderContactPhone(db: Db, orderId: number) {
  const [row] = await db
    .select({ phone: orders.contactPhone })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.phone;
}

/** The order's timeline, oldest first, with who made each move by email. */
export async function readStaffTimeline(db: Db, orderId: number) {
  const rows = await db
    .select({
      status: orderEvents.status,
      at: orderEvents.at,
      actor: orderEvents.actor,
      actorEmail: users.email,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** The order's internal notes, newest first, with their authors by email. */
export async function readOrderNotes(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderNotes.id,
      body: orderNotes.body,
      at: orderNotes.createdAt,
      authorEmail: users.email,
    })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.id));
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

export async function insertOrderNote(
  db: Db,
  note: { orderId: number; authorId: string; body: string },
): Promise<number> {
  const [row] = await db.insert(orderNotes).values(note).returning({ id: orderNotes.id });
  return row!.id;
}
