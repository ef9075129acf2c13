import { z } from 'zod';
import { cartSchema } from './cart.ts';
import { INT4_MAX, idParamSchema } from './input-rules.ts';
import {
  DEFAULT_ORDERS_PER_PAGE,
  ITEM_NOTES_MAX_LENGTH,
  MAX_ORDERS_PER_PAGE,
  ORDER_NOTES_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHOD_CODES,
} from './order-rules.ts';
import { ORDER_ACTORS, RETURN_REASON_MAX_LENGTH } from './order-status.ts';
import { RETURN_STATUSES } from './refund-rules.ts';

export * from './order-rules.ts';

/**
 * Spec 7 Orders (issue 6): request and response shapes. An order is always built from the
 * caller's cart on the server: prices, quantities and totals in a request are ignored. Money is
 * integer fils (decision 4); names come back in the request's language (the invoice is written
 * in the order's). Validation messages are UI keys (decision 21).
 */

const id = idParamSchema;

/**
 * Spec 3 Order draft line, as the checkout sends it (productId, quantity, unitPrice, attributes,
 * itemNotes, variationId, discountType 'amount', discountValue 0, taxable true, taxPercent 0).
 * Accepted for compatibility: only itemNotes is taken, from a line matching a cart line.
 */
export const orderDraftLineSchema = z.object({
  productId: z.number('validation.id').int('validation.id').positive('validation.id'),
  variationId: z
    .number('validation.id')
    .int('validation.id')
    .positive('validation.id')
    .nullable()
    .optional(),
  quantity: z.number().int().optional(),
  unitPrice: z.number().optional(),
  attributes: z.array(z.unknown()).optional(),
  itemNotes: z
    .string('orders.validation.itemNotes')
    .max(ITEM_NOTES_MAX_LENGTH, 'orders.validation.itemNotes')
    .default(''),
  discountType: z.string().optional(),
  discountValue: z.number().optional(),
  taxable: z.boolean().optional(),
  taxPercent: z.number().optional(),
});
export type OrderDraftLine = z.input<typeof orderDraftLineSchema>;

/** Body of POST users/{userId}/orders (with the Idempotency-Key header). */
export const placeOrderRequestSchema = z.object({
  orderNotes: z
    .string('orders.validation.orderNotes')
    .max(ORDER_NOTES_MAX_LENGTH, 'orders.validation.orderNotes')
    .default(''),
  /** Required true when the theme enforces the checkout terms (enforce_checkout_terms). */
  acceptCheckoutTerms: z.boolean('orders.validation.acceptCheckoutTerms').optional(),
  items: z.array(orderDraftLineSchema).max(200, 'validation.bulkItems').optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);

/** An address as it was when the order was placed; names in the request language. */
export const orderAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  countryName: z.string(),
  stateName: z.string().nullable(),
  areaName: z.string().nullable(),
  block: z.string(),
  street: z.string(),
  avenue: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One status the order has been in: its timeline, oldest first. */
export const orderEventSchema = z.object({
  status: orderStatusSchema,
  /** ISO 8601. */
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** Why, in a few words: staff's note (a tracking number…) or the shop's reason code. */
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A request to send lines of a delivered order back. */
export const orderReturnSchema = z.object({
  returnId: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  reason: z.string(),
  /** requested → approved → received, or refused (issue 26: staff decide in the back office). */
  status: z.enum(RETURN_STATUSES),
  lines: z.array(z.object({ itemId: z.number().int(), quantity: z.number().int() })),
  /** Why staff refused it, or their note on approving it ('' without one). */
  decisionNote: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** How a shipped order travels (issue 26): set by staff when they mark it shipped. */
export const orderShipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** An https link to the carrier's tracking page; null without one. */
  trackingUrl: z.string().nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Spec 7 Orders: an order, as POST users/{userId}/orders and GET orders/{id} answer it. */
export const orderSchema = z.object({
  orderId: z.number().int(),
  /** 'DK-000123', derived from the id. */
  orderNumber: z.string(),
  status: orderStatusSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** The language the order was placed in (its invoice's). */
  lang: z.string(),
  subTotal: z.number().int(),
  discount: z.number().int(),
  shippingAmount: z.number().int(),
  total: z.number().int(),
  promoCode: z.string().nullable(),
  billingAddress: orderAddressSchema,
  shippingAddress: orderAddressSchema,
  shippingMethodName: z.string(),
  paymentMethodId: z.number().int(),
  paymentMethodCode: paymentMethodCodeSchema,
  /** The latest payment's reference (card orders); null for cash on delivery. */
  paymentReference: z.string().nullable(),
  /** Units over all lines. */
  itemCount: z.number().int(),
  /** Where the order's emails go (the billing address's, else the account's). */
  contactEmail: z.string(),
  /**
   * When it should arrive, from the shipping method's days at the order's time (dates,
   * YYYY-MM-DD); null once it is delivered, cancelled or refunded, or when the method has none.
   */
  deliveryEstimate: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  /** Money owed back for a paid order that was cancelled ('requested') until staff pay it. */
  refund: z.enum(['requested', 'refunded']).nullable(),
  /** The carrier and tracking number once it has shipped; null before. */
  shipment: orderShipmentSchema.nullable(),
  timeline: z.array(orderEventSchema),
  returns: z.array(orderReturnSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST orders/{id}/cancel: the shopper's cancel, until the order ships. */
export const cancelOrderRequestSchema = z.object({
  reason: z
    .string('orders.validation.reason')
    .trim()
    .max(RETURN_REASON_MAX_LENGTH, 'orders.validation.reason')
    .default(''),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

/** POST orders/{id}/returns: lines of a delivered order to send back, and why. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z
          .number('orders.validation.returnLine')
          .int('orders.validation.returnLine')
          .positive('orders.validation.returnLine')
          .max(INT4_MAX, 'orders.validation.returnLine'),
        quantity: z
          .number('orders.validation.returnQuantity')
          .int('orders.validation.returnQuantity')
          .positive('orders.validation.returnQuantity')
          .max(INT4_MAX, 'orders.validation.returnQuantity'),
      }),
      'orders.validation.returnLines',
    )
    .min(1, 'orders.validation.returnLines')
    .max(200, 'orders.validation.returnLines'),
  reason: z
    .string('orders.validation.returnReason')
    .trim()
    .min(1, 'orders.validation.returnReason')
    .max(RETURN_REASON_MAX_LENGTH, 'orders.validation.returnReason'),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/** PUT orders/{id}/status (staff): the order's next status, and a note the shopper sees. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, 'orders.validation.status'),
  note: z
    .string('orders.validation.note')
    .trim()
    .max(RETURN_REASON_MAX_LENGTH, 'orders.validation.note')
    .default(''),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** POST orders/lookup: a guest finds an order again by its number and the order's email. */
export const orderLookupRequestSchema = z.object({
  orderNumber: z
    .string('orders.validation.orderNumber')
    .trim()
    .regex(/^(DK-?)?\d{1,10}$/i, 'orders.validation.orderNumber'),
  email: z
    .string('validation.email')
    .trim()
    .toLowerCase()
    .email('validation.email')
    .max(254, 'validation.email'),
});
export type OrderLookupRequest = z.input<typeof orderLookupRequestSchema>;

/**
 * The order found, and a key to it: sent as the Order-Access header, it opens that order, its
 * lines, its invoice and its cancel to whoever holds it, for ORDER_ACCESS_HOURS.
 */
export const orderLookupResultSchema = z.object({
  order: orderSchema,
  accessToken: z.string(),
});
export type OrderLookupResult = z.infer<typeof orderLookupResultSchema>;

/** A line of an order as placed: GET orders/{id}/items. */
export const orderItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int().nullable(),
  variationId: z.number().int().nullable(),
  /** In the request language, from the snapshot. */
  productName: z.string(),
  attributes: z.array(z.object({ attributeName: z.string(), value: z.string() })),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  discountType: z.string(),
  discountValue: z.number().int(),
  taxable: z.boolean(),
  taxPercent: z.number().int(),
  itemNotes: z.string(),
  /** Served by the API (GET /files/…); null when the product has none (or is gone). */
  picturePath: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
/** GET orders/{id}/items. */
export const orderItemsSchema = z.array(orderItemSchema);

/** GET customers/{userId}/orders?page&itemsPerPage: newest first. */
export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  count: z.number().int(),
  page: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const ordersQuerySchema = z.object({
  page: z.coerce
    .number('orders.validation.page')
    .int('orders.validation.page')
    .min(1, 'orders.validation.page')
    .max(INT4_MAX)
    .default(1),
  itemsPerPage: z.coerce
    .number('orders.validation.itemsPerPage')
    .int('orders.validation.itemsPerPage')
    .min(1, 'orders.validation.itemsPerPage')
    .max(MAX_ORDERS_PER_PAGE, 'orders.validation.itemsPerPage')
    .default(DEFAULT_ORDERS_PER_PAGE),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const orderParamsSchema = z.object({ id });
export const reorderParamsSchema = z.object({ orderId: id });
export const orderUserParamsSchema = z.object({ userId: z.string() });

/** POST orders/{orderId}/reorder: the new cart, what went back in and what did not. */
export const reorderResultSchema = z.object({
  cart: cartSchema,
  added: z.array(
    z.object({
      productName: z.string(),
      quantity: z.number().int(),
      /** Less than ordered when the stock (or the line limit) allowed fewer. */
      requested: z.number().int(),
    }),
  ),
  unavailable: z.array(
    z.object({
      productName: z.string(),
      reason: z.enum(['unavailable', 'outOfStock', 'reduced']),
    }),
  ),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
