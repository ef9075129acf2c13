import { describe, expect, it } from 'vitest';
import { readOrdersQuery, toSearchParams, viewPath } from './orders-query.ts';

describe('the orders list in the address', () => {
  it('keeps known filters and drops the rest', () => {
    const params = new URLSearchParams(
      'view=cash&status=shipped&paymentState=paid&paymentMethodId=2&shippingMethodId=x' +
        '&from=2026-11-01&to=nov&query=%20%2B965%205512%203456%20&page=3&extra=1',
    );
    expect(readOrdersQuery(params)).toEqual({
      view: 'cash',
      status: 'shipped',
      paymentState: 'paid',
      paymentMethodId: 2,
      from: '2026-11-01',
      query: '+965 5512 3456',
      page: 3,
    });
    expect(readOrdersQuery(new URLSearchParams('view=later&status=lost'))).toEqual({});
  });

  it('writes a query back as the same address', () => {
    const query = { view: 'toShip', query: 'DK-000123', page: 2 } as const;
    expect(readOrdersQuery(toSearchParams(query))).toEqual(query);
    expect(viewPath('toShip')).toBe('/orders?view=toShip');
    expect(viewPath(undefined)).toBe('/orders');
  });
});
