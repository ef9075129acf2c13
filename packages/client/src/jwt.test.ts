import { describe, expect, it } from 'vitest';
import { decodeJwt, isExpired, roleOf, userIdOf } from './jwt.ts';
import { fakeJwt } from './testing/jwt.ts';

describe('jwt', () => {
  it("reads a token's claims, in any script", () => {
    const customer = fakeJwt({ nameid: '7', role: 'customer', exp: 2_000_000_000, name: 'سارة' });
    expect(userIdOf(customer)).toBe('7');
    expect(roleOf(customer)).toBe('customer');
    expect(decodeJwt(customer)?.name).toBe('سارة');
    expect(isExpired(customer, 2_000_000_000_000)).toBe(true);
    expect(isExpired(customer, 1_000_000_000_000)).toBe(false);
  });

  it('answers null for what is not one of our tokens', () => {
    for (const bad of [null, undefined, '', 'a.b', 'a.b.c', `a.${btoa('[1]')}.c`]) {
      expect(decodeJwt(bad)).toBeNull();
      expect(userIdOf(bad)).toBeNull();
    }
  });
});
