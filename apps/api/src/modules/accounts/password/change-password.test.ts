import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { createGuest, useTestApp } from '../../../test/app.ts';
import { startSession } from '../../sessions/service.ts';
import { bearer, freshAddress, registerCustomer } from '../test-fixture.ts';

describe('PUT /api/users/{userId}/change-customer-password', () => {
  const t = useTestApp({ env: { LOGIN_FAILURES_BEFORE_LOCKOUT: '3' } });
  const change = (user: { userId: string; accessToken: string }, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.userId}/change-customer-password`,
      headers: bearer(user.accessToken),
      payload,
      remoteAddress: freshAddress(),
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password },
      remoteAddress: freshAddress(),
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/refresh-token', payload: { refreshToken } });

  it('changes the password and ends every other session, keeping the caller’s', async () => {
    const account = await registerCustomer(t.app);
    const elsewhere = (await login(account.email, account.password)).json();
    const response = await change(account, {
      oldPassword: account.password,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // The other device is signed out; this one goes on.
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });

  it('answers a wrong old password with 400 on oldPassword, counted toward the lock-out', async () => {
    const account = await registerCustomer(t.app);
    const wrong = await change(account, {
      oldPassword: 'not-my-password',
      newPassword: 'another-good-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      oldPassword: 'The current password is not correct.',
    });
    await change(account, { oldPassword: 'nope-1', newPassword: 'another-good-passphrase' });
    await change(account, { oldPassword: 'nope-2', newPassword: 'another-good-passphrase' });
    // Three failures: the account is locked for sign-in too.
    const locked = await login(account.email, account.password);
    expect(locked.statusCode).toBe(429);
    const lockedChange = await change(account, {
      oldPassword: account.password,
      newPassword: 'another-good-passphrase',
    });
    expect(lockedChange.statusCode).toBe(429);
  });

  it('names newPassword when the policy refuses it, and every field of a malformed body', async () => {
    const account = await registerCustomer(t.app);
    const common = await change(account, {
      oldPassword: account.password,
      newPassword: 'iloveyou1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({
      newPassword: 'This password is too common. Choose one that is harder to guess.',
    });
    const malformed = await change(account, { oldPassword: '', newPassword: 'x'.repeat(129) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      oldPassword: 'This field is required.',
      newPassword: 'Use at most 128 characters.',
    });
  });

  it('refuses guests and other users', async () => {
    const guest = await createGuest(t.app);
    const asGuest = await change(guest, { oldPassword: 'x', newPassword: 'a-good-passphrase' });
    expect(asGuest.statusCode).toBe(403);
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    const crossUser = await change(
      { userId: a.userId, accessToken: b.accessToken },
      { oldPassword: a.password, newPassword: 'a-good-passphrase' },
    );
    expect(crossUser.statusCode).toBe(403);
  });
});

describe('staff acting as a customer', () => {
  const t = useTestApp();

  it('may not change the password, nor the email, but may correct the name', async () => {
    const customer = await registerCustomer(t.app);
    const [staff] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'staff'));
    const impersonation = await startSession(t.database.db, t.config, {
      userId: customer.userId,
      role: 'customer',
      impersonatorId: staff!.id,
    });
    const as = { userId: customer.userId, accessToken: impersonation.accessToken };
    const password = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${as.userId}/change-customer-password`,
      headers: bearer(as.accessToken),
      payload: { oldPassword: customer.password, newPassword: 'staff-chosen-passphrase' },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().error.message).toBe('Staff acting as a customer cannot do this.');

    const profile = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/customers/${as.userId}`,
        headers: bearer(as.accessToken),
        payload,
      });
    expect((await profile({ displayName: 'X', email: 'staff-owned@example.com' })).statusCode).toBe(
      403,
    );
    const renamed = await profile({ displayName: 'Corrected Name', email: customer.email });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().displayName).toBe('Corrected Name');
  });
});
