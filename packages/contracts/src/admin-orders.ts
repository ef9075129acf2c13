import { z } from 'zod';
import { orderRefundsSummarySchema } from './admin-refunds.ts';
import { idParamSchema } from './input-rules.ts';
import { ORDER_ACTORS, ORDER_STATUSES, RETURN_REASON_MAX_LENGTH } from './order-status.ts';
import { orderItemSchema, orderSchema } from './orders.ts';
import type { ReturnStatus } from './refund-rules.ts';

/**
 * The back office's orders (issue 26): the list with its filters, quick views and CSV export,
 * one order with its customer, payment, timeline and internal notes, and the moves staff make
 * along the order's life (endpoints/admin/orders.ts; apps/api/src/modules/orders/admin). Money is
 * integer fils; the back office shows KD with 3 decimals. Internal notes are for staff only: no
 * shopper's answer ever carries them.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 50;
/** The most rows one CSV export writes (newest first); narrow the filters for more. */
export const ORDERS_EXPORT_MAX_ROWS = 10_000;
/** A carrier's name and a tracking number: 1 to this many characters. */
export const TRACKING_MAX_LENGTH = 64;
export const TRACKING_URL_MAX_LENGTH = 500;
export const ORDER_NOTE_MAX_LENGTH = 2000;

/**
 * The quick views: orders waiting to leave the shop (placed, paid or processing), orders paid at
 * the door not yet delivered nor cancelled (the dashboard's "cash to collect", the same orders),
 * and orders with a return request waiting on staff (WAITING_RETURN_STATUSES). No view is every
 * order.
 */
export const ORDER_VIEWS = ['toShip', 'cash', 'returns'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** A return request waits on staff until it is received or refused. */
export const WAITING_RETURN_STATUSES = [
  'requested',
  'approved',
] as const satisfies readonly ReturnStatus[];

/**
 * Where an order's money is, from its payments: awaiting (a card payment pending), paid,
 * failed, refund_owed (paid, then cancelled: owed back), refunded, and on_delivery (no payment
 * taken online: cash at the door).
 */
export const PAYMENT_STATES = [
  'awaiting',
  'paid',
  'failed',
  'refund_owed',
  'refunded',
  'on_delivery',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The filters of GET admin/orders and its CSV export; `to` is a whole day, included. */
export const adminOrdersFilterSchema = z.object({
  view: z.enum(ORDER_VIEWS, 'validation.orderView').optional(),
  status: z.enum(ORDER_STATUSES, 'orders.validation.status').optional(),
  paymentMethodId: idParamSchema.optional(),
  paymentState: z.enum(PAYMENT_STATES, 'validation.paymentState').optional(),
  shippingMethodId: idParamSchema.optional(),
  /**
   * The shipping address's governorate (one of Kuwait's states) and area (one of that
   * governorate's; needs stateId), as the lookups number them.
   */
  stateId: idParamSchema.optional(),
  areaId: idParamSchema.optional(),
  from: z.iso.date('validation.date').optional(),
  to: z.iso.date('validation.date').optional(),
  /**
   * An order number ('DK-000123', '123'), an email, a phone number as staff type it
   * ('55123456', '+965 5512 3456') or a customer's name; case-insensitive, anywhere in it.
   */
  query: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type AdminOrdersFilter = z.input<typeof adminOrdersFilterSchema>;

export const adminOrdersQuerySchema = adminOrdersFilterSchema.extend({
  page: idParamSchema.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  email: z.string(),
  /** E.164, as stored. */
  phone: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  paymentMethodId: z.number().int(),
  /** In the request's language. */
  paymentMethodName: z.string(),
  paymentState: z.enum(PAYMENT_STATES),
  shippingMethodName: z.string(),
  /** Fils paid back so far (refunds, issue 26): a "Partly refunded" badge until all of it is. */
  refundedTotal: z.number().int(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

/** A choice for a filter: a payment or shipping method, named in the request's language. */
export const adminOrderChoiceSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  paymentMethods: z.array(adminOrderChoiceSchema),
  shippingMethods: z.array(adminOrderChoiceSchema),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

// One order

export const adminOrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** The staff member or shopper who made the move, by email; null for the shop itself. */
  actorEmail: z.string().nullable(),
  note: z.string(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

/** An internal note: staff only, never in a shopper's answer. */
export const orderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  at: z.string(),
  authorEmail: z.string().nullable(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const adminOrderSchema = z
  .object({
    /** The order as its shopper sees it (names in the request's language). */
    order: orderSchema,
    items: z.array(orderItemSchema),
    customer: z.object({
      userId: z.string(),
      /** Placed without an account. */
      guest: z.boolean(),
      name: z.string(),
      email: z.string(),
      /** E.164, as stored. */
      phone: z.string(),
    }),
    paymentMethodName: z.string(),
    paymentState: z.enum(PAYMENT_STATES),
    timeline: z.array(adminOrderEventSchema),
    notes: z.array(orderNoteSchema),
  })
  // Refunds and returns (admin-refunds.ts): what was paid and paid back, the return requests.
  .extend(orderRefundsSummarySchema.shape);
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const trackingText = (message: string) =>
  z.string(message).trim().min(1, message).max(TRACKING_MAX_LENGTH, message);

/**
 * A tracking link is a web address over https that a shopper's browser opens: a host with a dot
 * (a port allowed), then any path, without spaces. Contracts has no URL class (no DOM, no Node).
 */
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const isHttpsUrl = (text: string): boolean => HTTPS_URL.test(text);

/**
 * POST admin/orders/{id}/status: the next status along the machine (order-status.ts, as staff)
 * and a note the shopper sees. Shipped needs carrier and trackingNumber (400 naming the one
 * missing); trackingUrl is optional and must be https.
 */
export const adminOrderMoveSchema = z.object({
  status: z.enum(ORDER_STATUSES, 'orders.validation.status'),
  note: z
    .string('orders.validation.note')
    .trim()
    .max(RETURN_REASON_MAX_LENGTH, 'orders.validation.note')
    .default(''),
  carrier: trackingText('validation.carrier').optional(),
  trackingNumber: trackingText('validation.trackingNumber').optional(),
  trackingUrl: z
    .string('validation.trackingUrl')
    .trim()
    .max(TRACKING_URL_MAX_LENGTH, 'validation.trackingUrl')
    .refine(isHttpsUrl, 'validation.trackingUrl')
    .optional(),
});
export type AdminOrderMove = z.input<typeof adminOrderMoveSchema>;

/** POST admin/orders/{id}/notes. */
export const orderNoteRequestSchema = z.object({
  body: z
    .string('validation.orderNote')
    .trim()
    .min(1, 'validation.orderNote')
    .max(ORDER_NOTE_MAX_LENGTH, 'validation.orderNote'),
});
export type OrderNoteRequest = z.input<typeof orderNoteRequestSchema>;

/**
 * GET admin/orders/{id}/invoice and …/packing-slip: the document in either language (the
 * order's by default).
 */
export const adminInvoiceQuerySchema = z.object({
  lang: z.enum(['en', 'ar'], 'validation.invoiceLanguage').optional(),
});
