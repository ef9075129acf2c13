import { describe, expect, it } from 'vitest';
import { deliveryWindow, parseOrderNumber } from './order-rules.ts';

describe('deliveryWindow', () => {
  it("counts the method's days from the day the order was placed in Kuwait", () => {
    // 23:30 UTC on the 24th is 02:30 on the 25th in Kuwait.
    expect(deliveryWindow(new Date('2026-11-24T23:30:00Z'), 2, 4)).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-29',
    });
    expect(deliveryWindow(new Date('2026-11-24T12:00:00Z'), 1, 1)).toEqual({
      earliest: '2026-11-25',
      latest: '2026-11-25',
    });
  });

  it('has no window for a method without days', () => {
    expect(deliveryWindow(new Date(), 0, 0)).toBeNull();
  });
});

describe('parseOrderNumber', () => {
  it('reads the number as shoppers write it, and nothing else', () => {
    expect(parseOrderNumber('DK-000123')).toBe(123);
    expect(parseOrderNumber(' dk123 ')).toBe(123);
    expect(parseOrderNumber('123')).toBe(123);
    expect(parseOrderNumber('DK-0')).toBeNull();
    expect(parseOrderNumber('DK-99999999999')).toBeNull();
    expect(parseOrderNumber('123; drop')).toBeNull();
  });
});
