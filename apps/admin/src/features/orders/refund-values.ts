import type { AdminOrder } from '@storefront/contracts/admin-orders';
import { refundedUnits, unitsRefundValue } from '@storefront/contracts/refund-rules';

/**
 * What the refund dialog offers of each line: the units not yet paid back, and what chosen
 * units are worth, counted as the API counts them (contracts refund-rules.ts), so "Refund
 * KD x.xxx" on the button is what the shopper gets.
 */
export interface RefundableLine {
  itemId: number;
  name: string;
  /** Units bought less those already refunded. */
  left: number;
  /** What `units` more of them are worth, in fils. */
  valueOf(units: number): number;
}

export function refundableLines(detail: AdminOrder): RefundableLine[] {
  const done = refundedUnits(detail.refunds);
  const totals = { subTotal: detail.order.subTotal, discount: detail.order.discount };
  return detail.items.map((item) => {
    const already = done.get(item.itemId) ?? 0;
    return {
      itemId: item.itemId,
      name: item.productName,
      left: Math.max(0, item.quantity - already),
      valueOf: (units) => unitsRefundValue(item, totals, units, already),
    };
  });
}

/** What chosen units (by item id) are worth together. */
export function chosenValue(
  lines: readonly RefundableLine[],
  chosen: ReadonlyMap<number, number>,
): number {
  return lines.reduce((sum, line) => sum + line.valueOf(chosen.get(line.itemId) ?? 0), 0);
}
