import type { OrderItem, OrderReturn } from '@storefront/contracts/orders';
import { describe, expect, it } from 'vitest';
import { returnableQuantities } from './returnable.ts';

const item = (itemId: number, quantity: number) => ({ itemId, quantity }) as OrderItem;
const request = (status: OrderReturn['status'], lines: OrderReturn['lines']): OrderReturn => ({
  returnId: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
  reason: 'Too big',
  status,
  lines,
  decisionNote: '',
});

describe('returnableQuantities', () => {
  it('is what was bought when nothing was asked back', () => {
    expect(returnableQuantities([item(1, 3), item(2, 1)], [])).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });

  it('takes off what earlier requests asked for, except refused ones', () => {
    const returns = [
      request('requested', [{ itemId: 1, quantity: 1 }]),
      request('received', [
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
      ]),
      request('refused', [{ itemId: 1, quantity: 1 }]),
    ];
    expect(returnableQuantities([item(1, 3), item(2, 1)], returns)).toEqual(
      new Map([
        [1, 1],
        [2, 0],
      ]),
    );
  });
});
