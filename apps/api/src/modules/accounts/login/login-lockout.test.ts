import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { freshAddress, registerCustomer, uniqueEmail } from '../test-fixture.ts';

describe('POST /api/account/login: per-account lock-out', () => {
  const t = useTestApp({
    env: { LOGIN_FAILURES_BEFORE_LOCKOUT: '3', LOGIN_LOCKOUT_SECONDS: '600' },
  });
  // Every attempt from a new address: what is tested is the account's limit, not the address's.
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers,
      payload: { email, password },
      remoteAddress: freshAddress(),
    });

  it('locks an email after N failures in a row, with 429, Retry-After and minutes', async () => {
    const account = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
    }
    // Even the right password waits now: that is the point of a lock-out.
    const locked = await login(account.email.toUpperCase(), account.password);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(locked.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Try again in 10 minutes.',
    });
    const inArabic = await login(account.email, account.password, { 'accept-language': 'ar' });
    expect(inArabic.json().error.message).toContain('10');
    expect(inArabic.json().error.message).toMatch(/محاولات كثيرة/);
  });

  it('locks unknown emails the same way, so a lock-out reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(nobody, 'whatever-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('a success clears the run of failures', async () => {
    const account = await registerCustomer(t.app);
    await login(account.email, 'wrong-password');
    await login(account.email, 'wrong-password');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.accountKey, account.email));
    expect(rows).toEqual([]);
    // Two more failures do not lock: the count started again.
    await login(account.email, 'wrong-password');
    await login(account.email, 'wrong-password');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('counts concurrent failures exactly (atomic upsert)', async () => {
    const email = uniqueEmail('burst');
    await Promise.all([1, 2].map(() => login(email, 'wrong-password')));
    const [row] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.accountKey, email));
    expect(row?.failures).toBe(2);
    expect(row?.lockedUntil).toBeNull();
    await login(email, 'wrong-password');
    const [locked] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.accountKey, email));
    expect(locked?.failures).toBe(3);
    expect(locked?.lockedUntil).toBeInstanceOf(Date);
  });

  it('starts counting again once a lock-out has passed', async () => {
    const account = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) await login(account.email, 'wrong-password');
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    // Move the lock into the past, as time would.
    await t.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.accountKey, account.email));
    expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.accountKey, account.email));
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});
