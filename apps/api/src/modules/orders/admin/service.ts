import type { LanguageCode } from '@storefront/contracts';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderMove,
  type AdminOrderPage,
  type AdminOrdersFilter,
  type AdminOrdersQuery,
  ORDERS_EXPORT_MAX_ROWS,
  type OrderNote,
} from '@storefront/contracts/admin-orders';
import { orderNumber, SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import type { Db } from '../../../db/client.ts';
import { toCsv } from '../../../lib/csv.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { announceStockChange } from '../../catalogue/service.ts';
import { type Moved, moveOrder, type OnMoved, ownerOfOrder } from '../life/service.ts';
import {
  answerOrder,
  findOrder,
  lockOrder,
  orderContact,
  readOrderItems,
  setOrderShipment,
  toOrderItem,
} from '../queries.ts';
import { orderRefundsSummary } from '../refunds/service.ts';
import { orderInvoice } from '../service.ts';
import { listFilter } from './list-filter.ts';
import {
  type AdminOrderRow,
  countAdminOrders,
  filterChoices,
  insertOrderNote,
  listAdminOrderRows,
  orderContactPhone,
  orderPaymentSummary,
  readOrderNotes,
  readStaffTimeline,
} from './queries.ts';

/**
 * The back office's orders (issue 26): the list and its CSV, one order as staff see it, moves
 * along the order's life (the same moveOrder the shop's other moves go through, with the
 * carrier and tracking number when it ships) and internal notes. Every change is audited in its
 * own transaction (recordChange).
 */

const orderNotFound = () => notFound('orders.error.notFound');

const toListItem = (row: AdminOrderRow) => ({
  id: row.id,
  orderNumber: orderNumber(row.id),
  createdAt: new Date(row.createdAt).toISOString(),
  status: row.status,
  customerName: row.customerName ?? '',
  email: row.email,
  phone: row.phone,
  total: row.total,
  itemCount: row.itemCount,
  paymentMethodId: row.paymentMethodId,
  paymentMethodName: row.paymentMethodName,
  paymentState: row.paymentState,
  shippingMethodName: row.shippingMethodName,
  refundedTotal: row.refundedTotal,
});

/** GET admin/orders: newest first, filtered, a page at a time. */
export async function listOrdersForStaff(
  db: Db,
  lang: LanguageCode,
  query: AdminOrdersQuery,
): Promise<AdminOrderPage> {
  const { page: pageParam, ...filter } = query;
  const page = Number(pageParam ?? 1);
  const where = await listFilter(db, filter);
  const [rows, total, choices] = await Promise.all([
    listAdminOrderRows(
      db,
      lang,
      where,
      ADMIN_ORDERS_PAGE_SIZE,
      (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    ),
    countAdminOrders(db, where),
    filterChoices(db, lang),
  ]);
  return {
    items: rows.map(toListItem),
    total,
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    ...choices,
  };
}

/** Fils as KD with 3 decimals, without the currency: '12.500'. */
const kd = (fils: number) => {
  const abs = Math.abs(fils);
  return `${fils < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
};

/** A moment as 'YYYY-MM-DD HH:mm' in the shop's time zone. */
const shopTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export const CSV_HEADER = [
  'Order number',
  `Date (${SHOP_TIME_ZONE})`,
  'Status',
  'Customer',
  'Email',
  'Phone',
  'Payment method',
  'Payment state',
  'Shipping method',
  'Items',
  'Sub-total (KD)',
  'Discount (KD)',
  'Shipping (KD)',
  'Total (KD)',
  'Carrier',
  'Tracking number',
  'Governorate',
  'Area',
] as const;

/**
 * GET admin/orders/export: the orders the same filters list, newest first, at most
 * ORDERS_EXPORT_MAX_ROWS; names (the shipping address's governorate and area too) in the
 * request's language, amounts in KD with 3 decimals.
 */
export async function exportOrdersCsv(
  db: Db,
  lang: LanguageCode,
  filter: AdminOrdersFilter,
): Promise<string> {
  const rows = await listAdminOrderRows(
    db,
    lang,
    await listFilter(db, filter),
    ORDERS_EXPORT_MAX_ROWS,
    0,
  );
  return toCsv([
    CSV_HEADER,
    ...rows.map((row) => [
      orderNumber(row.id),
      shopTime.format(new Date(row.createdAt)),
      row.status,
      row.customerName ?? '',
      row.email,
      row.phone,
      row.paymentMethodName,
      row.paymentState,
      row.shippingMethodName,
      row.itemCount,
      kd(row.subTotal),
      kd(row.discount),
      kd(row.shippingAmount),
      kd(row.total),
      row.carrier,
      row.trackingNumber,
      row.governorate,
      row.area,
    ]),
  ]);
}

/** GET admin/orders/{id}: the order, its lines, customer, payment, timeline and notes. */
export async function getOrderForStaff(
  db: Db,
  orderId: number,
  lang: LanguageCode,
): Promise<AdminOrder> {
  const row = await findOrder(db, orderId);
  const contact = await orderContact(db, orderId);
  if (!row || !contact) throw orderNotFound();
  const [order, items, payment, phone, timeline, notes, refunds] = await Promise.all([
    answerOrder(db, row, lang),
    readOrderItems(db, orderId, lang),
    orderPaymentSummary(db, orderId, lang),
    orderContactPhone(db, orderId),
    readStaffTimeline(db, orderId),
    readOrderNotes(db, orderId),
    orderRefundsSummary(db, orderId),
  ]);
  if (!refunds) throw orderNotFound();
  return {
    order,
    items: items.map((item) => toOrderItem(item, lang)),
    customer: {
      userId: contact.userId,
      guest: contact.role === 'guest',
      name: order.billingAddress.fullName,
      email: contact.contactEmail,
      phone: phone ?? order.billingAddress.phone,
    },
    paymentMethodName: payment?.paymentMethodName ?? '',
    paymentState: payment?.paymentState ?? 'on_delivery',
    timeline,
    notes,
    ...refunds,
  };
}

/**
 * POST admin/orders/{id}/status: moves the order as staff (409 naming status when the machine
 * forbids it). Shipped takes the carrier and tracking number (400 naming the one missing) and
 * the optional link; shipping an order already shipped corrects them. One transaction with the
 * audit row; the stock a cancel gives back is announced once it has committed.
 */
export async function moveOrderAsStaff(
  db: Db,
  actor: StaffActor,
  orderId: number,
  lang: LanguageCode,
  move: Required<Pick<AdminOrderMove, 'status' | 'note'>> & AdminOrderMove,
  onMoved: OnMoved,
): Promise<{ order: AdminOrder; moved: Moved }> {
  const shipping = move.status === 'shipped';
  if (shipping && !move.carrier) throw invalidField('carrier', 'validation.carrier');
  if (shipping && !move.trackingNumber) {
    throw invalidField('trackingNumber', 'validation.trackingNumber');
  }
  const shipment =
    shipping && move.carrier && move.trackingNumber
      ? {
          carrier: move.carrier,
          trackingNumber: move.trackingNumber,
          trackingUrl: move.trackingUrl || null,
        }
      : null;

  const moved = await db.transaction(async (tx) => {
    // moveOrder locks the order's row, and answers nothing for an order that does not exist.
    const done = await moveOrder(tx, {
      orderId,
      to: move.status,
      actor: 'staff',
      actorId: actor.id,
      note: move.note,
    });
    if (!done) throw orderNotFound();
    const changed = done.from !== done.to;
    if (shipment) await setOrderShipment(tx, orderId, shipment);
    if (changed || shipment) {
      await recordChange(tx, actor, {
        entity: 'order',
        entityId: orderId,
        action: changed ? 'status' : 'shipment',
        before: { status: done.from },
        after: { status: done.to, note: move.note, ...shipment },
      });
    }
    await onMoved(tx, orderId, done);
    return done;
  });
  await announceStockChange(db, moved.stockChanged ?? []);
  return { order: await getOrderForStaff(db, orderId, lang), moved };
}

/** POST admin/orders/{id}/notes: an internal note, audited; staff alone ever read it. */
export async function addOrderNote(
  db: Db,
  actor: StaffActor,
  orderId: number,
  body: string,
): Promise<OrderNote> {
  const id = await db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw orderNotFound();
    const noteId = await insertOrderNote(tx, { orderId, authorId: actor.id, body });
    await recordChange(tx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'note',
      before: null,
      after: { noteId, body },
    });
    return noteId;
  });
  const notes = await readOrderNotes(db, orderId);
  return notes.find((note) => note.id === id)!;
}

/** GET admin/orders/{id}/invoice: the shopper's invoice, in the language asked (the order's). */
export async function invoiceForStaff(db: Db, orderId: number, lang: LanguageCode | undefined) {
  const owner = await ownerOfOrder(db, orderId);
  const row = await findOrder(db, orderId);
  return orderInvoice(db, owner, orderId, lang ?? row!.lang);
}
