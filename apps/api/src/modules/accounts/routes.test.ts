import { describe, expect, it } from 'vitest';
import { createGuest, useTestApp } from '../../test/app.ts';

const refresh = (app: ReturnType<typeof useTestApp>['app'], refreshToken: unknown) =>
  app.inject({ method: 'POST', url: '/api/account/refresh-token', payload: { refreshToken } });

describe('guest sessions', () => {
  const t = useTestApp();

  it('POST /api/users/customers/guest creates a guest with a token pair', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/customers/guest' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.expiresIn).toBe(t.config.accessTokenTtl);
    const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      role: 'guest',
      nameid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(claims.exp - claims.iat).toBe(t.config.accessTokenTtl);
  });

  it('every guest is a different user', async () => {
    const [a, b] = await Promise.all([createGuest(t.app), createGuest(t.app)]);
    expect(a.userId).not.toBe(b.userId);
  });

  it('rotates the refresh token on every use', async () => {
    const guest = await createGuest(t.app);
    const first = await refresh(t.app, guest.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(guest.refreshToken);
    const claims = JSON.parse(Buffer.from(next.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.nameid).toBe(guest.userId);
    expect((await refresh(t.app, next.refreshToken)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole family', async () => {
    const guest = await createGuest(t.app);
    const rotated = (await refresh(t.app, guest.refreshToken)).json();
    const reuse = await refresh(t.app, guest.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('unauthorized');
    // The thief's reuse also ends the legitimate holder's newer token.
    expect((await refresh(t.app, rotated.refreshToken)).statusCode).toBe(401);
  });

  it('two concurrent uses of one refresh token give one new pair', async () => {
    const guest = await createGuest(t.app);
    const results = await Promise.all([
      refresh(t.app, guest.refreshToken),
      refresh(t.app, guest.refreshToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects unknown refresh tokens with 401 and malformed bodies with 400 naming the field', async () => {
    expect((await refresh(t.app, 'no-such-token')).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('refreshToken');
    const wrongType = await refresh(t.app, 42);
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('bad_request');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
  });
});

describe('guest creation rate limit', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '3' } });

  it('answers 429 with Retry-After once a client has created too many guests', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/users/customers/guest' })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/users/customers/guest' });
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
