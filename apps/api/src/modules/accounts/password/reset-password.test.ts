import { RESET_PASSWORD_PATH } from '@storefront/contracts/accounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, passwordResetTokens } from '../../../db/schema.ts';
import { demoAccounts } from '../../../db/seed/demo-accounts.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  freshAddress,
  readOutbox,
  registerCustomer,
  resetTokenFor,
  uniqueEmail,
  waitForOutbox,
} from '../test-fixture.ts';
import { hashResetToken } from './service.ts';

describe('forgot and reset password', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.com/' } });
  const forgot = (email: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      headers: { 'accept-language': lang },
      payload: { email },
      remoteAddress: freshAddress(),
    });
  const check = (email: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/account/reset-password?${new URLSearchParams({ email, token })}`,
    });
  const reset = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/reset-password',
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

  it('emails a link to PUBLIC_URL that resets the password once, ending every session', async () => {
    const account = await registerCustomer(t.app, { displayName: 'Layla' });
    const response = await forgot(account.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });

    const [message] = await waitForOutbox(t.app, account.email);
    expect(message).toMatchObject({ channel: 'email', to: account.email });
    expect(message!.subject).toMatch(/password/i);
    expect(message!.body).toContain('Hello Layla,');
    expect(message!.body).toContain('60 minutes');
    const { url, token, email } = await resetTokenFor(t.app, account.email);
    expect(`${url.origin}${url.pathname}`).toBe(`https://shop.example.com${RESET_PASSWORD_PATH}`);
    expect(email).toBe(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await check(email, token)).json()).toEqual({ valid: true });
    expect((await reset({ email, token, newPassword: 'fresh-start-passphrase' })).statusCode).toBe(
      204,
    );
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'fresh-start-passphrase')).statusCode).toBe(200);

    // Single use.
    const again = await reset({ email, token, newPassword: 'second-try-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      token: 'This reset link is not valid or has expired. Ask for a new one.',
    });
    expect((await check(email, token)).statusCode).toBe(400);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const known = await registerCustomer(t.app);
    const unknown = uniqueEmail('ghost');
    const [a, b] = [await forgot(unknown), await forgot(known.email)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    // The known one's mail was queued after the unknown one's lookup, so this settles both.
    await waitForOutbox(t.app, known.email);
    expect(await readOutbox(t.app, { to: unknown })).toEqual([]);
  });

  it('writes the email in the language of the request', async () => {
    const account = await registerCustomer(t.app, { displayName: 'مريم' });
    await forgot(account.email, 'ar');
    const [message] = await waitForOutbox(t.app, account.email);
    expect(message!.body).toContain('مرحبًا مريم،');
    expect(message!.body).toContain('خلال 60 دقيقة');
    expect(message!.subject).toContain('إعادة تعيين كلمة المرور');
  });

  it('a newer link ends the earlier ones; an expired link is refused', async () => {
    const account = await registerCustomer(t.app);
    await forgot(account.email);
    const first = await resetTokenFor(t.app, account.email, 1);
    await forgot(account.email);
    const second = await resetTokenFor(t.app, account.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await check(account.email, first.token)).statusCode).toBe(400);
    expect((await check(account.email, second.token)).statusCode).toBe(200);

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(second.token)));
    const expired = await reset({
      email: account.email,
      token: second.token,
      newPassword: 'too-late-passphrase',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toHaveProperty('token');
  });

  it('refuses a token with another email, an unknown token, a weak password and bad input', async () => {
    const account = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await forgot(account.email);
    const { token } = await resetTokenFor(t.app, account.email);
    expect((await check(other.email, token)).statusCode).toBe(400);
    expect((await check(account.email, 'x'.repeat(43))).statusCode).toBe(400);

    const weak = await reset({ email: account.email, token, newPassword: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({
      newPassword: 'This password is too common. Choose one that is harder to guess.',
    });
    // A refused password does not spend the link.
    expect((await check(account.email, token)).statusCode).toBe(200);

    const malformed = await reset({ email: 'nope', token: 'short', newPassword: '' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual([
      'email',
      'newPassword',
      'token',
    ]);
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/account/reset-password' });
    expect(badQuery.statusCode).toBe(400);
  });

  it('of two concurrent uses of one link only one succeeds', async () => {
    const account = await registerCustomer(t.app);
    await forgot(account.email);
    const { token } = await resetTokenFor(t.app, account.email);
    const results = await Promise.all(
      ['first-racing-passphrase', 'second-racing-passphrase'].map((newPassword) =>
        reset({ email: account.email, token, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });

  it('a reset lifts the lock-out of the email', async () => {
    const account = await registerCustomer(t.app);
    await t.database.db.insert(loginFailures).values({
      accountKey: account.email,
      failures: 9,
      lockedUntil: new Date(Date.now() + 600_000),
    });
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    await forgot(account.email);
    const { token } = await resetTokenFor(t.app, account.email);
    await reset({ email: account.email, token, newPassword: 'unlocked-passphrase' });
    expect((await login(account.email, 'unlocked-passphrase')).statusCode).toBe(200);
  });

  it('sends at most 3 emails per account per 15 minutes, answering the same', async () => {
    const account = await registerCustomer(t.app);
    for (let i = 0; i < 5; i++) expect((await forgot(account.email)).statusCode).toBe(202);
    await waitForOutbox(t.app, account.email, 3);
    // Let the last two requests finish; they send nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readOutbox(t.app, { to: account.email })).toHaveLength(3);
  });

  it('staff can reset too; the demo staff member is an account like any other', async () => {
    const staff = demoAccounts.find((a) => a.role === 'staff')!;
    await forgot(staff.email);
    const { token } = await resetTokenFor(t.app, staff.email);
    expect((await check(staff.email, token)).statusCode).toBe(200);
  });
});

describe('forgot-password without PUBLIC_URL', () => {
  const t = useTestApp();

  it('links to the origin the request came to', async () => {
    const account = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      headers: { host: 'localhost:3000' },
      payload: { email: account.email },
    });
    const { url } = await resetTokenFor(t.app, account.email);
    expect(url.origin).toBe('http://localhost:3000');
  });
});
