import { describe, expect, it } from 'vitest';
import {
  filterPath,
  filterString,
  readOrdersQuery,
  toSearchParams,
  viewPath,
} from './orders-query.ts';

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

  it('reads the returns view, the governorate and its area; an area alone is dropped', () => {
    expect(readOrdersQuery(new URLSearchParams('view=returns&stateId=3&areaId=301'))).toEqual({
      view: 'returns',
      stateId: 3,
      areaId: 301,
    });
    expect(readOrdersQuery(new URLSearchParams('areaId=301'))).toEqual({});
    expect(readOrdersQuery(new URLSearchParams('stateId=-1&areaId=301'))).toEqual({});
    expect(readOrdersQuery(new URLSearchParams('stateId=3&areaId=abc'))).toEqual({ stateId: 3 });
  });

  it('writes a query back as the same address', () => {
    const query = { view: 'toShip', query: 'DK-000123', page: 2 } as const;
    expect(readOrdersQuery(toSearchParams(query))).toEqual(query);
    expect(viewPath('toShip')).toBe('/orders?view=toShip');
    expect(viewPath('returns')).toBe('/orders?view=returns');
    expect(viewPath(undefined)).toBe('/orders');
  });

  it('writes the filters alone, in one order, as a saved view keeps them', () => {
    const one = filterString({ areaId: 301, stateId: 3, view: 'cash', page: 4 });
    const other = filterString(
      readOrdersQuery(new URLSearchParams('stateId=3&view=cash&areaId=301')),
    );
    expect(one).toBe('view=cash&stateId=3&areaId=301');
    expect(other).toBe(one);
    expect(filterString({ page: 2 })).toBe('');
    expect(filterString({ query: 'نورة' })).toBe('query=%D9%86%D9%88%D8%B1%D8%A9');
    expect(filterPath(one)).toBe('/orders?view=cash&stateId=3&areaId=301');
    expect(filterPath('')).toBe('/orders');
  });
});
