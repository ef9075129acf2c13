/**
 * Refunds and returns in the back office (issue 26), the rules both sides need: what a line's
 * units are worth when paid back, and how a return request moves. Zod-free (decision 31), so the
 * admin's refund dialog counts exactly as the API does. Money is integer fils.
 */

/** How money went back: through the card gateway, or by hand for an order paid at the door. */
export const REFUND_METHODS = ['gateway', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** What staff say when they pay back by hand. */
export const MANUAL_REFUND_METHODS = ['cash', 'bank_transfer'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

/** What a refund pays back: all that is left, chosen lines, an amount, or a received return. */
export const REFUND_SCOPES = ['order', 'lines', 'amount', 'return'] as const;
export type RefundScope = (typeof REFUND_SCOPES)[number];

/** The most a refund note or a return decision may say. */
export const REFUND_NOTE_MAX_LENGTH = 500;

/**
 * A return request's life: requested → approved → received, or refused (from requested, or from
 * approved when the parcel never comes). Only a received return's units go back to stock and are
 * refunded with it.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'refused'],
  approved: ['received', 'refused'],
  received: [],
  refused: [],
};

/** Whether staff may move a return request from `from` to `to`. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_MOVES[from].includes(to);
}

/** The parts of an order a line's paid value is counted from. */
export interface RefundOrderTotals {
  subTotal: number;
  /** The order-wide promo discount, shared by the lines in proportion to their totals. */
  discount: number;
}

export interface RefundLine {
  quantity: number;
  lineTotal: number;
}

/**
 * What the shopper paid for a whole line: its total less its share of the promo discount,
 * rounded down to the fils (shipping is the order's, not a line's).
 */
export function linePaidValue(line: RefundLine, order: RefundOrderTotals): number {
  if (order.subTotal <= 0) return 0;
  const paid = BigInt(order.subTotal - order.discount);
  return Number((BigInt(line.lineTotal) * paid) / BigInt(order.subTotal));
}

/**
 * What `units` more units of a line are worth when `alreadyRefunded` units of it have been paid
 * back: the paid value of the first (alreadyRefunded + units) units less that of the first
 * alreadyRefunded, each rounded down, so refunding a line a unit at a time adds up to the whole
 * line exactly.
 */
export function unitsRefundValue(
  line: RefundLine,
  order: RefundOrderTotals,
  units: number,
  alreadyRefunded = 0,
): number {
  if (line.quantity <= 0) return 0;
  const value = BigInt(linePaidValue(line, order));
  const upTo = (n: number) => (value * BigInt(n)) / BigInt(line.quantity);
  return Number(upTo(alreadyRefunded + units) - upTo(alreadyRefunded));
}

/** The units of each line (by item id) already paid back by earlier refunds. */
export function refundedUnits(
  refunds: readonly { lines: readonly { itemId: number; quantity: number }[] }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of refunds.flatMap((refund) => refund.lines)) {
    units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  }
  return units;
}
