import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { themeConfigs, users } from '../../../db/schema.ts';
import { createGuest, useTestApp } from '../../../test/app.ts';
import {
  bearer,
  claimsOf,
  freshAddress,
  guestUpgradeHeaders,
  registerCustomer,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../test-fixture.ts';

describe('POST /api/users/customers/register', () => {
  const t = useTestApp();
  const register = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = freshAddress(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/customers/register',
      headers,
      payload,
      remoteAddress,
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/refresh-token', payload: { refreshToken } });
  const profile = (userId: string, accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/customers/${userId}`,
      headers: bearer(accessToken),
    });

  it('creates a new customer who can then sign in, with the email lower-cased', async () => {
    const email = uniqueEmail('New.Shopper').toUpperCase();
    const response = await register({
      displayName: '  Noura  ',
      email,
      password: STRONG_PASSWORD,
      phone: '5000 1234',
    });
    expect(response.statusCode).toBe(201);
    const tokens = response.json();
    expect(tokens.expiresIn).toBe(t.config.accessTokenTtl);
    const claims = claimsOf(tokens.accessToken);
    expect(claims.role).toBe('customer');

    const me = (await profile(claims.nameid, tokens.accessToken)).json();
    expect(me).toMatchObject({
      role: 'customer',
      displayName: 'Noura',
      email: email.toLowerCase(),
      phone: '+96550001234',
      phoneVerified: false,
      avatarPath: '',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: email.toLowerCase(), password: STRONG_PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('upgrades the calling guest in place: same user id, guest sessions ended', async () => {
    const guest = await createGuest(t.app);
    const email = uniqueEmail();
    const response = await register(
      { displayName: 'Former Guest', email, password: STRONG_PASSWORD },
      guestUpgradeHeaders(guest),
    );
    expect(response.statusCode).toBe(201);
    const tokens = response.json();
    expect(claimsOf(tokens.accessToken)).toMatchObject({ nameid: guest.userId, role: 'customer' });
    // The guest's refresh token belongs to an ended session.
    expect((await refresh(guest.refreshToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(sql`${users.id} = ${guest.userId}`);
    expect(rows).toEqual([{ role: 'customer', email }]);
  });

  it('refuses the user header of another guest, a missing token, and a guest already upgraded', async () => {
    const [me, other] = await Promise.all([createGuest(t.app), createGuest(t.app)]);
    const payload = () => ({ displayName: 'X', email: uniqueEmail(), password: STRONG_PASSWORD });

    const stolen = await register(payload(), {
      ...guestUpgradeHeaders(me),
      'x-user-id': other.userId,
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.code).toBe('forbidden');

    const anonymous = await register(payload(), { 'x-role': 'guest', 'x-user-id': me.userId });
    expect(anonymous.statusCode).toBe(401);

    const first = await register(payload(), guestUpgradeHeaders(me));
    expect(first.statusCode).toBe(201);
    // The old guest token's session has ended; whatever the auth layer makes of it, no upgrade.
    const again = await register(payload(), guestUpgradeHeaders(me));
    expect([401, 403]).toContain(again.statusCode);

    // A customer's token cannot upgrade anyone either.
    const customer = await registerCustomer(t.app);
    const asCustomer = await register(payload(), {
      ...bearer(customer.accessToken),
      'x-role': 'guest',
      'x-user-id': customer.userId,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('answers 409 naming email or phone when another account has them, also in a race', async () => {
    const existing = await registerCustomer(t.app, { phone: '+965 5000 2222' });
    const sameEmail = await register({
      displayName: 'Y',
      email: existing.email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'conflict',
      fields: { email: 'An account with this email already exists.' },
    });

    const samePhone = await register({
      displayName: 'Y',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      phone: '50002222',
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.fields).toEqual({
      phone: 'Another account uses this phone number.',
    });

    // Two registrations of one email at once: the unique index decides, the loser gets a 409.
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => register({ displayName: 'Z', email, password: STRONG_PASSWORD })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json().error.fields).toHaveProperty('email');
    }
  });

  it('answers 400 naming each bad field, with the password policy under password', async () => {
    const malformed = await register({ displayName: '', email: 'nope', password: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      displayName: 'This field is required.',
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    });

    const common = await register({
      displayName: 'A',
      email: uniqueEmail(),
      password: 'Password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({
      password: 'This password is too common. Choose one that is harder to guess.',
    });

    const email = uniqueEmail('mariam');
    const likeEmail = await register({
      displayName: 'A',
      email,
      password: `${email.split('@')[0]}!2026`,
    });
    expect(likeEmail.json().error.fields).toEqual({
      password: 'The password must not contain your email address, nor its part before the @.',
    });

    const badPhone = await register({
      displayName: 'A',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      phone: '12345678',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields).toEqual({ phone: 'Enter a valid phone number.' });

    const badHeader = await register(
      { displayName: 'A', email: uniqueEmail(), password: STRONG_PASSWORD },
      { 'x-user-id': 'not-a-uuid' },
    );
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().error.fields).toHaveProperty('x-user-id');

    for (const payload of ['"text"', '{"email":', '[]']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/customers/register',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers in Arabic when the shopper reads Arabic', async () => {
    const response = await register(
      { displayName: ' ', email: 'nope', password: 'short' },
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.fields).toEqual({
      displayName: 'هذا الحقل مطلوب.',
      email: 'أدخل بريدًا إلكترونيًا صحيحًا.',
      password: 'استخدم 8 أحرف على الأقل.',
    });
    expect(error.message).toMatch(/^الطلب غير صالح\./);
  });

  it('limits registrations per client address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.loginAttemptsPerMinute; i++) {
      const response = await register({ displayName: 'A', email: 'bad' }, {}, address);
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('is closed with 403 when the theme turns registration off', async () => {
    const setCanRegister = (on: boolean) =>
      t.database.db.update(themeConfigs).set({
        config: sql`jsonb_set(${themeConfigs.config}, '{can_register}', ${on ? 'true' : 'false'}::jsonb)`,
      });
    await setCanRegister(false);
    try {
      const response = await register(
        { displayName: 'A', email: uniqueEmail(), password: STRONG_PASSWORD },
        { 'accept-language': 'ar' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('التسجيل غير متاح في هذا المتجر.');
    } finally {
      await setCanRegister(true);
    }
  });
});
