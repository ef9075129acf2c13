import { describe, expect, it } from 'vitest';
import { errorStatusesOf, type OperationShape, securityOf } from './error-answers.ts';

const shape = (overrides: Partial<OperationShape>): OperationShape => ({
  path: 'things',
  readsBody: false,
  needsCaller: false,
  staffOnly: false,
  rateLimited: false,
  ...overrides,
});

describe('errorStatusesOf', () => {
  it('gives a public, parameterless read only the 400 of the input guard', () => {
    expect(errorStatusesOf('listBrands', shape({}))).toEqual([400]);
  });

  it('derives each status from what the operation is', () => {
    expect(errorStatusesOf('listBrands', shape({ needsCaller: true }))).toEqual([400, 401]);
    expect(errorStatusesOf('listBrands', shape({ needsCaller: true, staffOnly: true }))).toEqual([
      400, 401, 403,
    ]);
    expect(errorStatusesOf('listBrands', shape({ readsBody: true }))).toEqual([400, 413, 415]);
    expect(errorStatusesOf('listBrands', shape({ rateLimited: true }))).toEqual([400, 429]);
  });

  it('reads {userId} as the caller (403 when it is not) and any other parameter as an id (404)', () => {
    expect(errorStatusesOf('listBrands', shape({ path: 'users/{userId}/cart' }))).toEqual([
      400, 403, 414,
    ]);
    expect(errorStatusesOf('listBrands', shape({ path: 'orders/{id}' }))).toEqual([400, 404, 414]);
  });

  it('adds the refusals only a service knows, once, in order', () => {
    expect(errorStatusesOf('placeOrder', shape({ path: 'users/{userId}/orders' }))).toEqual([
      400, 403, 409, 414, 422,
    ]);
    // A deactivated customer's right password is a 403 (issue 26).
    expect(errorStatusesOf('login', shape({ rateLimited: true }))).toEqual([400, 401, 403, 429]);
  });
});

describe('securityOf', () => {
  it('is a bearer token, an optional one or none', () => {
    expect(securityOf('getCart', true, undefined)).toEqual([{ bearer: [] }]);
    expect(securityOf('registerCustomer', false, undefined)).toEqual([{}, { bearer: [] }]);
    expect(securityOf('listBrands', false, undefined)).toEqual([]);
  });

  it("refuses a schema's security that says otherwise than the route", () => {
    expect(() => securityOf('lookupOrder', true, [])).toThrow(
      'lookupOrder: its schema says the token is not read, but the route makes it required',
    );
    expect(() => securityOf('listBrands', false, [{ bearer: [] }])).toThrow(/listBrands/);
    expect(securityOf('getCart', true, [{ bearer: [] }])).toEqual([{ bearer: [] }]);
  });
});
