import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isFinalStatus,
  nextOrderStatuses,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  orderJourney,
  shopperMayCancel,
  shopperMayReturn,
} from './order-status.ts';

const status = fc.constantFrom(...ORDER_STATUSES);
const actor = fc.constantFrom(...ORDER_ACTORS);

/** Where an order can be after any run of moves its actors try (illegal ones refused). */
function play(start: OrderStatus, tries: [OrderStatus, OrderActor][]): OrderStatus[] {
  const path = [start];
  let now = start;
  for (const [to, who] of tries) {
    if (canMoveOrder(now, to, who)) {
      now = to;
      path.push(now);
    }
  }
  return path;
}

const RANK: Partial<Record<OrderStatus, number>> = {
  awaiting_payment: 0,
  payment_failed: 0,
  placed: 1,
  paid: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
};

describe('order statuses', () => {
  it('never moves an order to the status it is in', () => {
    fc.assert(fc.property(status, actor, (s, a) => !canMoveOrder(s, s, a)));
  });

  it('lets the shopper do nothing but cancel, and only before the order ships', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!canMoveOrder(from, to, 'shopper')) return true;
        return to === 'cancelled' && shopperMayCancel(from);
      }),
    );
    for (const from of ORDER_STATUSES) {
      expect(canMoveOrder(from, 'cancelled', 'shopper')).toBe(shopperMayCancel(from));
    }
    expect(shopperMayCancel('shipped')).toBe(false);
    expect(shopperMayCancel('processing')).toBe(true);
  });

  it('marks an order paid only on the gateway’s word, never by hand', () => {
    fc.assert(fc.property(status, (from) => !canMoveOrder(from, 'paid', 'staff')));
    fc.assert(fc.property(status, (from) => !canMoveOrder(from, 'paid', 'shopper')));
  });

  it('never goes back along the fulfilment path, whatever is tried in whatever order', () => {
    fc.assert(
      fc.property(status, fc.array(fc.tuple(status, actor), { maxLength: 30 }), (start, tries) => {
        const ranks = play(start, tries)
          .map((s) => RANK[s])
          .filter((r) => r !== undefined);
        return ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!);
      }),
    );
  });

  it('ends every life in refunded at the latest: nothing leaves it', () => {
    fc.assert(fc.property(status, actor, (to, who) => !canMoveOrder('refunded', to, who)));
    expect(isFinalStatus('refunded')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(false);
  });

  it('ships only what is being processed, and delivers only what shipped', () => {
    fc.assert(
      fc.property(status, actor, (from, who) => {
        const ships = canMoveOrder(from, 'shipped', who);
        const delivers = canMoveOrder(from, 'delivered', who);
        return (!ships || from === 'processing') && (!delivers || from === 'shipped');
      }),
    );
  });

  it('walks every step of the journey, each move made by staff or the shop', () => {
    for (const card of [true, false]) {
      const journey = orderJourney(card);
      for (let i = 1; i < journey.length; i++) {
        const from = journey[i - 1]!;
        const to = journey[i]!;
        expect(canMoveOrder(from, to, 'staff') || canMoveOrder(from, to, 'system')).toBe(true);
      }
    }
    expect(shopperMayReturn('delivered')).toBe(true);
    expect(nextOrderStatuses('shipped', 'staff')).toEqual(['delivered']);
  });
});
