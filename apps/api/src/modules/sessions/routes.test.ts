import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../lib/tokens.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../test/app.ts';

const password = 'a-long-enough-test-password';

describe('sessions: logout and immediate revocation', () => {
  // Many sign-ins from one address: lift the per-address limit, which has tests of its own.
  const t = useTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  let n = 0;
  const newCustomer = async () => {
    const email = `sessions-${++n}@example.test`;
    await createUser(t.database.db, { email, password, displayName: `Customer ${n}` });
    return signIn(t.app, email, password);
  };
  const current = (token?: string) =>
    t.app.inject({
      url: '/api/tenants/self/sessions/current',
      headers: token ? authHeader(token) : {},
    });
  const end = (id: string, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${id}`,
      headers: token ? authHeader(token) : {},
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/refresh-token', payload: { refreshToken } });

  it('GET tenants/self/sessions/current describes the caller’s session', async () => {
    const me = await newCustomer();
    const response = await current(me.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sessionId: me.sessionId,
      userId: me.userId,
      role: 'customer',
      impersonatorId: null,
      createdAt: expect.any(String),
    });
    expect((await current()).statusCode).toBe(401);
    expect((await current('not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes at once: the access token is 401 on the next request, the refresh token fails', async () => {
    const me = await newCustomer();
    expect((await end(me.sessionId, me.accessToken)).statusCode).toBe(204);
    const after = await current(me.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
    expect((await refresh(me.refreshToken)).statusCode).toBe(401);
    // Public routes still answer, as to anyone without a token.
    expect(
      (await t.app.inject({ url: '/api/theme-config', headers: authHeader(me.accessToken) }))
        .statusCode,
    ).toBe(200);
    // Tokens refreshed from the session before logout die with it.
    const other = await newCustomer();
    const rotated = (await refresh(other.refreshToken)).json();
    expect((await end(other.sessionId, other.accessToken)).statusCode).toBe(204);
    expect((await current(rotated.accessToken)).statusCode).toBe(401);
  });

  it('is idempotent: ending an already ended session of one’s own is 204', async () => {
    const first = await newCustomer();
    const email = `sessions-${n}@example.test`;
    const second = await signIn(t.app, email, password);
    expect((await end(first.sessionId, first.accessToken)).statusCode).toBe(204);
    expect((await end(first.sessionId, second.accessToken)).statusCode).toBe(204);
    // The other session of the same person is untouched.
    expect((await current(second.accessToken)).statusCode).toBe(200);
  });

  it('guests log out the same way', async () => {
    const guest = await createGuest(t.app);
    const sid = (await current(guest.accessToken)).json().sessionId;
    expect((await end(sid, guest.accessToken)).statusCode).toBe(204);
    expect((await current(guest.accessToken)).statusCode).toBe(401);
  });

  it('cannot end someone else’s session: 404, and their session lives on', async () => {
    const [me, them] = [await newCustomer(), await newCustomer()];
    const response = await end(them.sessionId, me.accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect((await current(them.accessToken)).statusCode).toBe(200);
    // Indistinguishable from a session that does not exist.
    expect((await end(randomUUID(), me.accessToken)).json()).toEqual(response.json());
  });

  it('needs a caller (401) and a well-formed id (400 naming id)', async () => {
    const me = await newCustomer();
    expect((await end(me.sessionId)).statusCode).toBe(401);
    const malformed = await end('not-a-uuid', me.accessToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('id');
    expect((await current(me.accessToken)).statusCode).toBe(200);
  });

  it('refuses a validly signed token whose claims do not match its session', async () => {
    const me = await newCustomer();
    const them = await newCustomer();
    const sign = (claims: Parameters<typeof signAccessToken>[0]) =>
      signAccessToken(claims, t.config.jwtSecret, 60);
    const forged = [
      // Someone else's id on my session.
      await sign({ nameid: them.userId, role: 'customer', sid: me.sessionId }),
      // An impersonation claim on a session that is not an impersonation.
      await sign({ nameid: me.userId, role: 'customer', sid: me.sessionId, imp: them.userId }),
      // A session that does not exist, and one that is not even an id.
      await sign({ nameid: me.userId, role: 'customer', sid: randomUUID() }),
      await sign({ nameid: me.userId, role: 'customer', sid: 'x' }),
    ];
    for (const token of forged) expect((await current(token)).statusCode).toBe(401);
    const genuine = await sign({ nameid: me.userId, role: 'customer', sid: me.sessionId });
    expect((await current(genuine)).statusCode).toBe(200);
  });

  it('refuses a token signed with the real key but without exp, or from another issuer', async () => {
    const me = await newCustomer();
    const claims = { nameid: me.userId, role: 'customer', sid: me.sessionId };
    const header = { alg: 'HS256', typ: 'JWT' };
    const noExpiry = await new SignJWT(claims)
      .setProtectedHeader(header)
      .setIssuer('storefront')
      .setIssuedAt()
      .sign(t.config.jwtSecret);
    const otherIssuer = await new SignJWT(claims)
      .setProtectedHeader(header)
      .setIssuer('someone-else')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(t.config.jwtSecret);
    expect((await current(noExpiry)).statusCode).toBe(401);
    expect((await current(otherIssuer)).statusCode).toBe(401);
  });

  it('answers personal data with cache-control: no-store, the default for any signed-in call', async () => {
    const me = await newCustomer();
    const session = await current(me.accessToken);
    expect(session.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({
      url: `/api/users/customers/${me.userId}`,
      headers: authHeader(me.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });
});
