import { updateCartItem } from '@storefront/contracts/endpoints/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, apiRequest, buildUrl, configureApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { json, mockFetch } from './testing/fetch.ts';
import { anHourAgo, fakeJwt, inOneHour } from './testing/jwt.ts';

const ok = z.object({ ok: z.boolean() });
const userToken = (nameid: string, exp = inOneHour()) => fakeJwt({ nameid, role: 'customer', exp });

describe('api client', () => {
  beforeEach(() => {
    configureApiClient({ onSessionLost: async () => {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the stored language, defaulting to en', async () => {
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('theme-config', { schema: ok });
    localStorage.setItem('lang', 'ar');
    await apiRequest('theme-config', { schema: ok });
    expect(calls.map((c) => c.headers['accept-language'])).toEqual(['en', 'ar']);
  });

  it('prefixes /api, drops empty query parameters and keeps falsy real values', () => {
    expect(
      buildUrl('/theme-config', {
        tenantId: 1,
        keyword: '',
        categoryId: undefined,
        brand: null,
        onSale: false,
        page: 0,
        ids: [1, '', 2],
      }),
    ).toBe('/api/theme-config?tenantId=1&onSale=false&page=0&ids=1&ids=2');
  });

  it('replaces {userId} with the nameid of the token', async () => {
    localStorage.setItem('accessToken', userToken('user-42'));
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('users/{userId}/cart', { schema: ok });
    expect(calls[0]?.url).toBe('/api/users/user-42/cart');
  });

  it('refuses a {userId} path without a token that names a user', () => {
    localStorage.setItem('accessToken', fakeJwt({ role: 'guest' }));
    expect(() => buildUrl('users/{userId}/cart')).toThrow(ApiError);
  });

  it('starts a session once for a {userId} call made without one', async () => {
    const guest = fakeJwt({ nameid: 'guest-9', role: 'guest', exp: inOneHour() });
    configureApiClient({
      onSessionLost: async () => {
        localStorage.setItem('accessToken', guest);
      },
    });
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('users/{userId}/cart', { schema: ok });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/guest-9/cart']);
  });

  it('prefers the impersonation token over the access token, for auth and {userId}', async () => {
    const customer = userToken('customer-7');
    localStorage.setItem('accessToken', userToken('staff-1'));
    sessionStorage.setItem('impersonationToken', customer);
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('customers/{userId}/orders', { schema: ok });
    expect(calls[0]?.url).toBe('/api/customers/customer-7/orders');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${customer}`);
  });

  it('reads tokens from localStorage before sessionStorage', async () => {
    sessionStorage.setItem('accessToken', userToken('from-session'));
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('users/{userId}', { schema: ok });
    localStorage.setItem('accessToken', userToken('from-local'));
    await apiRequest('users/{userId}', { schema: ok });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/from-session', '/api/users/from-local']);
  });

  it('calls an endpoint of the table: its method, its path with the parameters filled in', async () => {
    localStorage.setItem('accessToken', userToken('user-42'));
    const calls = mockFetch(() => json({ items: [] }));
    await api.call(updateCartItem, { params: { id: 7 }, body: { quantity: 2 } });
    expect(calls[0]).toMatchObject({
      url: '/api/carts/items/7',
      method: 'PUT',
      body: { quantity: 2 },
    });
  });

  it('refuses, at typecheck, a call that does not fit the endpoint', async () => {
    localStorage.setItem('accessToken', userToken('user-42'));
    mockFetch(() => json({ items: [] }));
    // Each line compiles only if api.call stopped checking against the table: the unused
    // expect-error directive would then fail `npm run typecheck`.
    // @ts-expect-error the path's {id} is missing
    await api.call(updateCartItem, { body: { quantity: 2 } });
    // @ts-expect-error the body is not the endpoint's
    await api.call(updateCartItem, { params: { id: 7 }, body: { count: 2 } });
    const cart = await api.call(updateCartItem, { params: { id: 7 }, body: { quantity: 2 } });
    // @ts-expect-error the answer is a cart, which has no `wishlist`
    expect(cart.wishlist).toBeUndefined();
  });

  it('sends JSON bodies and parses the response with the schema', async () => {
    const calls = mockFetch(() => json({ ok: true, extra: 'dropped' }));
    const result = await apiRequest('stores/self/contact-us', {
      method: 'POST',
      body: { name: 'A' },
      schema: ok,
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'A' });
  });

  it('fails loudly when a response does not match its schema', async () => {
    mockFetch(() => json({ ok: 'yes' }));
    await expect(apiRequest('x', { schema: ok })).rejects.toThrow();
  });

  it('turns error bodies into a typed ApiError', async () => {
    mockFetch(() =>
      json(
        { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Required' } } },
        400,
      ),
    );
    const error = await apiRequest('x', { schema: ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      fields: { email: 'Required' },
    });
  });

  it('lets a call outlive the page when asked (keepalive)', async () => {
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('tenants/self/sessions/s-1', {
      method: 'DELETE',
      auth: false,
      keepalive: true,
    });
    await apiRequest('theme-config', { auth: false });
    const inits = fetchSpy.mock.calls.map((call) => (call as unknown[])[1] as RequestInit);
    expect(inits[0]?.keepalive).toBe(true);
    expect(inits[1]?.keepalive).toBeUndefined();
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  describe('401 handling', () => {
    const refreshed = { accessToken: userToken('u1'), expiresIn: 900, refreshToken: 'r2' };

    it('refreshes once on a 401, stores the new pair where the old one was, and retries', async () => {
      sessionStorage.setItem('accessToken', userToken('u1'));
      sessionStorage.setItem('refreshToken', 'r1');
      let first = true;
      const calls = mockFetch((call) => {
        if (call.url === '/api/account/refresh-token') return json(refreshed);
        if (first) {
          first = false;
          return json({ error: { code: 'unauthorized', message: 'expired' } }, 401);
        }
        return json({ ok: true });
      });
      await expect(apiRequest('x', { schema: ok })).resolves.toEqual({ ok: true });
      expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/account/refresh-token', '/api/x']);
      expect(calls[1]?.body).toEqual({ refreshToken: 'r1' });
      expect(calls[1]?.headers.authorization).toBeUndefined();
      expect(sessionStorage.getItem('refreshToken')).toBe('r2');
      expect(localStorage.getItem('refreshToken')).toBeNull();
      expect(calls[2]?.headers.authorization).toBe(`Bearer ${refreshed.accessToken}`);
    });

    it('refreshes an expired access token before the call', async () => {
      localStorage.setItem('accessToken', userToken('u1', anHourAgo()));
      localStorage.setItem('refreshToken', 'r1');
      const calls = mockFetch((call) =>
        call.url === '/api/account/refresh-token' ? json(refreshed) : json({ ok: true }),
      );
      await apiRequest('x', { schema: ok });
      expect(calls.map((c) => c.url)).toEqual(['/api/account/refresh-token', '/api/x']);
      expect(localStorage.getItem('refreshToken')).toBe('r2');
    });

    it('shares one refresh between concurrent 401s', async () => {
      localStorage.setItem('accessToken', userToken('u1', inOneHour() + 60));
      localStorage.setItem('refreshToken', 'r1');
      const seen = new Set<string>();
      const calls = mockFetch((call) => {
        if (call.url === '/api/account/refresh-token') return json(refreshed);
        if (
          call.headers.authorization === `Bearer ${refreshed.accessToken}` &&
          seen.has(call.url)
        ) {
          return json({ ok: true });
        }
        seen.add(call.url);
        return json({ error: { code: 'unauthorized', message: 'no' } }, 401);
      });
      await Promise.all([apiRequest('a', { schema: ok }), apiRequest('b', { schema: ok })]);
      expect(calls.filter((c) => c.url === '/api/account/refresh-token')).toHaveLength(1);
    });

    it('does not retry more than once', async () => {
      localStorage.setItem('accessToken', userToken('u1'));
      localStorage.setItem('refreshToken', 'r1');
      const calls = mockFetch((call) =>
        call.url === '/api/account/refresh-token'
          ? json(refreshed)
          : json({ error: { code: 'unauthorized', message: 'no' } }, 401),
      );
      await expect(apiRequest('x', { schema: ok })).rejects.toMatchObject({ status: 401 });
      expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/account/refresh-token', '/api/x']);
    });

    it('clears the tokens and starts a new guest session when the refresh is refused', async () => {
      localStorage.setItem('accessToken', userToken('u1'));
      localStorage.setItem('refreshToken', 'stale');
      localStorage.setItem('isGuest', 'false');
      const guest = fakeJwt({ nameid: 'guest-1', role: 'guest', exp: inOneHour() });
      const onSessionLost = vi.fn(async () => {
        expect(localStorage.getItem('accessToken')).toBeNull();
        localStorage.setItem('accessToken', guest);
      });
      configureApiClient({ onSessionLost });
      const calls = mockFetch((call) => {
        if (call.url === '/api/account/refresh-token') {
          return json({ error: { code: 'unauthorized', message: 'revoked' } }, 401);
        }
        return call.headers.authorization === `Bearer ${guest}`
          ? json({ ok: true })
          : json({ error: { code: 'unauthorized', message: 'no' } }, 401);
      });
      await expect(apiRequest('x', { schema: ok })).resolves.toEqual({ ok: true });
      expect(onSessionLost).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('refreshToken')).toBeNull();
      expect(calls.at(-1)?.headers.authorization).toBe(`Bearer ${guest}`);
    });

    describe('with an impersonation token (spec 8)', () => {
      const staff = userToken('staff-1');
      const impersonation = fakeJwt({ nameid: 'customer-7', role: 'customer', sid: 'imp-1' });
      const unauthorized = () => json({ error: { code: 'unauthorized', message: 'revoked' } }, 401);

      beforeEach(() => {
        localStorage.setItem('accessToken', staff);
        localStorage.setItem('refreshToken', 'staff-refresh');
        localStorage.setItem('isGuest', 'false');
      });

      it('ends the impersonation on a 401, never refreshing the staff member’s own token', async () => {
        sessionStorage.setItem('impersonationToken', impersonation);
        const onImpersonationInvalid = vi.fn();
        const onSessionLost = vi.fn(async () => {});
        configureApiClient({ onImpersonationInvalid, onSessionLost });
        const calls = mockFetch(unauthorized);
        await expect(apiRequest('users/{userId}/cart')).rejects.toMatchObject({ status: 401 });
        expect(calls.map((c) => c.url)).toEqual(['/api/users/customer-7/cart']);
        expect(calls[0]?.headers.authorization).toBe(`Bearer ${impersonation}`);
        expect(onImpersonationInvalid).toHaveBeenCalledTimes(1);
        expect(onSessionLost).not.toHaveBeenCalled();
        expect(sessionStorage.getItem('impersonationToken')).toBeNull();
        // Spec 4: ending sets isGuest true; the staff member's own pair is untouched.
        expect(localStorage.getItem('isGuest')).toBe('true');
        expect(localStorage.getItem('accessToken')).toBe(staff);
        expect(localStorage.getItem('refreshToken')).toBe('staff-refresh');
      });

      it('reports the end once when several calls are refused together', async () => {
        sessionStorage.setItem('impersonationToken', impersonation);
        const onImpersonationInvalid = vi.fn();
        configureApiClient({ onImpersonationInvalid });
        mockFetch(unauthorized);
        const results = await Promise.allSettled([
          apiRequest('a'),
          apiRequest('b'),
          apiRequest('c'),
        ]);
        expect(results.every((r) => r.status === 'rejected')).toBe(true);
        expect(onImpersonationInvalid).toHaveBeenCalledTimes(1);
      });

      it('does not send a call with an impersonation token that names no user', async () => {
        sessionStorage.setItem('impersonationToken', fakeJwt({ role: 'customer' }));
        const onImpersonationInvalid = vi.fn();
        configureApiClient({ onImpersonationInvalid });
        const calls = mockFetch(() => json({ ok: true }));
        await expect(apiRequest('users/{userId}/cart')).rejects.toMatchObject({ status: 401 });
        expect(calls).toHaveLength(0);
        expect(onImpersonationInvalid).toHaveBeenCalledTimes(1);
        expect(sessionStorage.getItem('impersonationToken')).toBeNull();
      });

      it('leaves calls made without a token alone', async () => {
        sessionStorage.setItem('impersonationToken', impersonation);
        const onImpersonationInvalid = vi.fn();
        configureApiClient({ onImpersonationInvalid });
        const calls = mockFetch(unauthorized);
        await expect(apiRequest('theme-config', { auth: false })).rejects.toMatchObject({
          status: 401,
        });
        expect(calls[0]?.headers.authorization).toBeUndefined();
        expect(onImpersonationInvalid).not.toHaveBeenCalled();
        expect(sessionStorage.getItem('impersonationToken')).toBe(impersonation);
      });
    });

    it('keeps the session when the refresh cannot reach the server', async () => {
      localStorage.setItem('accessToken', userToken('u1', anHourAgo()));
      localStorage.setItem('refreshToken', 'r1');
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
      await expect(apiRequest('x')).rejects.toMatchObject({ code: 'network_error' });
      expect(localStorage.getItem('refreshToken')).toBe('r1');
    });
  });
});

describe('api client uploads', () => {
  it('sends a form as it is, with no JSON content type', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init);
        return json({ id: 1 }, 201);
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiRequest('files', { method: 'POST', form, auth: false });
    expect(sent[0]?.body).toBe(form);
    expect(new Headers(sent[0]?.headers).get('content-type')).toBeNull();
  });
});
