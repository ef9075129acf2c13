import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../db/seed/demo-accounts.ts';
import { useTestApp } from '../../../test/app.ts';

const [customer, staff] = demoAccounts;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /api/account/login', () => {
  const t = useTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '8' } });
  const login = (payload: object | string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });

  it('signs a demo customer and a staff member in, whatever the email case', async () => {
    const response = await login({
      email: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens.expiresIn).toBe(t.config.accessTokenTtl);
    expect(claimsOf(tokens.accessToken)).toMatchObject({ role: 'customer' });
    expect(tokens.refreshToken).toEqual(expect.any(String));

    const asStaff = await login({ email: staff.email, password: staff.password }, '10.0.0.2');
    expect(claimsOf(asStaff.json().accessToken).role).toBe('staff');
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login({ email: customer.email, password: 'not-the-password' }, '10.0.0.3');
    const unknown = await login({ email: 'nobody@dukkan.demo', password: 'x' }, '10.0.0.3');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'unauthorized',
        message: 'The email or password is not correct.',
      });
    }
  });

  it('names the field of a malformed body in a 400', async () => {
    const response = await login({ email: 'not-an-email', password: '' }, '10.0.0.4');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect((await login('"nonsense"', '10.0.0.4')).statusCode).toBe(400);
    expect((await login('{"email":', '10.0.0.4')).statusCode).toBe(400);
  });

  it('limits attempts per client address with 429 and Retry-After', async () => {
    // A different email each time: this is the per-address limit, not the per-account lock-out.
    let n = 0;
    const attempt = () =>
      login({ email: `guess${n++}@dukkan.demo`, password: 'guess' }, '10.0.0.5');
    for (let i = 0; i < 8; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    expect(
      (await login({ email: customer.email, password: customer.password }, '10.0.0.6')).statusCode,
    ).toBe(200);
  });
});
