import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRefundRequestSchema } from './admin-refunds.ts';
import {
  canMoveReturn,
  linePaidValue,
  RETURN_STATUSES,
  refundedUnits,
  unitsRefundValue,
} from './refund-rules.ts';

describe('what a line is worth when paid back', () => {
  it('is its total without a promo code, and less its share of one', () => {
    expect(
      linePaidValue({ quantity: 2, lineTotal: 8_000 }, { subTotal: 10_500, discount: 0 }),
    ).toBe(8_000);
    // 10 % off the whole order: each line gives up 10 % of its total.
    expect(
      linePaidValue({ quantity: 2, lineTotal: 8_000 }, { subTotal: 10_500, discount: 1_050 }),
    ).toBe(7_200);
    // A third of a fils is not paid back: rounded down.
    expect(
      linePaidValue({ quantity: 1, lineTotal: 1_000 }, { subTotal: 3_000, discount: 1_000 }),
    ).toBe(666);
    expect(linePaidValue({ quantity: 1, lineTotal: 0 }, { subTotal: 0, discount: 0 })).toBe(0);
  });

  it('adds up to the whole line however its units are refunded, one at a time or together', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }),
        (quantity, lineTotal, others, percentOff, steps) => {
          const line = { quantity, lineTotal };
          const subTotal = lineTotal + others;
          const order = { subTotal, discount: Math.floor((subTotal * percentOff) / 100) };
          let done = 0;
          let paidBack = 0;
          for (const step of steps) {
            const units = Math.min(step, quantity - done);
            if (units <= 0) break;
            const value = unitsRefundValue(line, order, units, done);
            expect(value).toBeGreaterThanOrEqual(0);
            paidBack += value;
            done += units;
          }
          expect(paidBack).toBe(unitsRefundValue(line, order, done, 0));
          expect(unitsRefundValue(line, order, quantity, 0)).toBe(linePaidValue(line, order));
          expect(linePaidValue(line, order)).toBeLessThanOrEqual(lineTotal);
        },
      ),
    );
  });

  it('counts the units each line has had paid back', () => {
    const refunds = [
      { lines: [{ itemId: 1, quantity: 1 }] },
      { lines: [] },
      {
        lines: [
          { itemId: 1, quantity: 2 },
          { itemId: 2, quantity: 1 },
        ],
      },
    ];
    expect(refundedUnits(refunds)).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });
});

describe('a return request’s life', () => {
  it('goes requested → approved → received, or refused before it is received', () => {
    const allowed = RETURN_STATUSES.flatMap((from) =>
      RETURN_STATUSES.filter((to) => canMoveReturn(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'requested→approved',
      'requested→refused',
      'approved→received',
      'approved→refused',
    ]);
  });
});

describe('a refund request', () => {
  it('takes the fields of its scope only, naming the one missing or extra', () => {
    const fieldsOf = (input: unknown) => {
      const result = orderRefundRequestSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fieldsOf({ scope: 'order' })).toEqual([]);
    expect(fieldsOf({ scope: 'amount', amount: 1, method: 'cash' })).toEqual([]);
    expect(fieldsOf({ scope: 'lines', lines: [{ itemId: 1, quantity: 1 }] })).toEqual([]);
    expect(fieldsOf({ scope: 'return', returnId: 3 })).toEqual([]);
    expect(fieldsOf({ scope: 'amount' })).toEqual(['amount']);
    expect(fieldsOf({ scope: 'return', amount: 5 })).toEqual(['amount', 'returnId']);
    expect(fieldsOf({ scope: 'order', lines: [{ itemId: 1, quantity: 1 }] })).toEqual(['lines']);
  });
});
