import { afterEach, describe, expect, it } from 'vitest';
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt.ts';

describe('checkout attempt key', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is the same key until the attempt ends, then a new one', () => {
    const first = checkoutAttemptKey('user-1');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutAttemptKey('user-1')).toBe(first);
    endCheckoutAttempt();
    const second = checkoutAttemptKey('user-1');
    expect(second).not.toBe(first);
  });

  it('survives a reload (kept in sessionStorage)', () => {
    const key = checkoutAttemptKey('user-1');
    expect(window.sessionStorage.getItem('checkoutAttempt')).toContain(key);
  });

  it('belongs to one user: another user starts its own attempt', () => {
    const mine = checkoutAttemptKey('user-1');
    const theirs = checkoutAttemptKey('user-2');
    expect(theirs).not.toBe(mine);
  });

  it('ignores a broken stored entry', () => {
    window.sessionStorage.setItem('checkoutAttempt', '{not json');
    expect(checkoutAttemptKey('user-1')).toMatch(/^[0-9a-f-]{36}$/);
    window.sessionStorage.setItem('checkoutAttempt', JSON.stringify({ userId: 1 }));
    expect(checkoutAttemptKey('user-1')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
