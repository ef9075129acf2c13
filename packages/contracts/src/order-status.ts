/**
 * An order's life (issue 15) as a pure state machine: which status may follow which, and who
 * may move it. The API refuses every other move; the order pages ask it what a shopper may do.
 * Zod-free (decision 31), so the order pages take it without the schemas.
 *
 *   cash:  placed ─────────────┐
 *   card:  awaiting_payment ⇄ payment_failed → paid ─┤
 *                                                    └→ processing → shipped → delivered
 *   cancelled: from anything before shipped;  refunded: a paid order cancelled, or a return
 */

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_failed',
  'placed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order: the shopper (cancel), staff (fulfilment, refunds) or the shop itself
 * (a gateway's result, an expired payment).
 */
export const ORDER_ACTORS = ['shopper', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Statuses a shopper may still cancel from: anything before the parcel leaves. */
const BEFORE_SHIPPING = [
  'awaiting_payment',
  'payment_failed',
  'placed',
  'paid',
  'processing',
] as const satisfies readonly OrderStatus[];

/** Every allowed move, with who may make it. Anything not listed is refused. */
const MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  awaiting_payment: {
    paid: ['system'],
    payment_failed: ['system'],
    cancelled: ['shopper', 'staff', 'system'],
  },
  // A retry starts a new payment, so a failed one may still be paid.
  payment_failed: {
    paid: ['system'],
    cancelled: ['shopper', 'staff', 'system'],
  },
  placed: { processing: ['staff'], cancelled: ['shopper', 'staff'] },
  paid: { processing: ['staff'], cancelled: ['shopper', 'staff'] },
  processing: { shipped: ['staff'], cancelled: ['shopper', 'staff'] },
  shipped: { delivered: ['staff'] },
  // A return received and paid back.
  delivered: { refunded: ['staff'] },
  // A cancelled order that had been paid is paid back.
  cancelled: { refunded: ['staff'] },
  refunded: {},
};

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return MOVES[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order in `from` to (what a staff tool offers). */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to, actor));
}

/** Whether the shopper may still cancel: until the order ships. */
export function shopperMayCancel(status: OrderStatus): boolean {
  return (BEFORE_SHIPPING as readonly OrderStatus[]).includes(status);
}

/** Whether the shopper may ask to return lines: once the order is delivered. */
export function shopperMayReturn(status: OrderStatus): boolean {
  return status === 'delivered';
}

/** Whether nothing more can happen to the order. */
export function isFinalStatus(status: OrderStatus): boolean {
  return nextOrderStatuses(status, 'staff').length === 0 && !shopperMayCancel(status);
}

/**
 * The steps an order is on its way through, for the timeline: where it started (placed, or
 * awaiting payment and then paid for a card), then fulfilment. A cancelled or refunded order
 * ends where it stopped; the timeline shows the moves it really made beside these.
 */
export function orderJourney(startsWithPayment: boolean): OrderStatus[] {
  return [
    ...(startsWithPayment ? (['awaiting_payment', 'paid'] as const) : (['placed'] as const)),
    'processing',
    'shipped',
    'delivered',
  ];
}

/** How many minutes a card payment may stay pending before the order is cancelled (default). */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 30;

/** The most a return reason may say. */
export const RETURN_REASON_MAX_LENGTH = 500;
