import { describe, expect, it } from 'vitest';
import { readCustomersQuery, toSearchParams } from './customers-query.ts';

describe('the customers list address', () => {
  it('keeps what the API takes and drops the rest', () => {
    const params = new URLSearchParams(
      'query=%20%2B965%205512%203456%20&status=deactivated&sort=name-desc&page=3&colour=red',
    );
    expect(readCustomersQuery(params)).toEqual({
      query: '+965 5512 3456',
      status: 'deactivated',
      sort: 'name-desc',
      page: 3,
    });
    expect(readCustomersQuery(new URLSearchParams('status=sleeping&sort=spent&page=0'))).toEqual(
      {},
    );
  });

  it('leaves the defaults out of the address', () => {
    expect(readCustomersQuery(new URLSearchParams('sort=newest&page=1&query=%20'))).toEqual({});
    expect(toSearchParams({ query: 'sara', status: 'active' }).toString()).toBe(
      'query=sara&status=active',
    );
  });
});
