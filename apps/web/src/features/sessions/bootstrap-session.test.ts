import { getCart } from '@storefront/contracts/endpoints/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { bootstrapSession, startGuestSession } from './bootstrap-session.ts';
import { readIsStaff, readSession } from './hooks/use-session.ts';

const guestTokens = {
  accessToken: fakeJwt({ nameid: 'guest-1', role: 'guest', exp: inOneHour() }),
  expiresIn: 900,
  refreshToken: 'guest-refresh',
};

const guestEndpoint = () =>
  mockFetch((call) =>
    call.url === '/api/users/customers/guest' && call.method === 'POST'
      ? json(guestTokens, 201)
      : json({ error: { code: 'not_found', message: 'no' } }, 404),
  );

describe('bootstrapSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates a guest when nothing is stored, persistently and flagged as guest', async () => {
    const calls = guestEndpoint();
    const start = bootstrapSession();
    expect(start.notices).toEqual([]);
    expect(readSession()).toMatchObject({ userId: null, isGuest: true, isLoggedIn: false });
    await start.ready;
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe(guestTokens.accessToken);
    expect(localStorage.getItem('refreshToken')).toBe('guest-refresh');
    expect(localStorage.getItem('isGuest')).toBe('true');
    expect(readSession()).toMatchObject({ userId: 'guest-1', isGuest: true, isLoggedIn: false });
  });

  it('restores a stored session without calling the API (session storage too)', async () => {
    const calls = guestEndpoint();
    sessionStorage.setItem('accessToken', fakeJwt({ nameid: 'c-9', role: 'customer' }));
    sessionStorage.setItem('isGuest', 'false');
    await bootstrapSession().ready;
    expect(calls).toHaveLength(0);
    expect(readSession()).toMatchObject({ userId: 'c-9', isGuest: false, isLoggedIn: true });
  });

  it('creates the guest once: a second start finds it stored', async () => {
    const calls = guestEndpoint();
    await bootstrapSession().ready;
    await bootstrapSession().ready;
    expect(calls).toHaveLength(1);
  });

  it('makes calls that need a token wait for the guest being created', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/users/customers/guest') return json(guestTokens, 201);
      return json({ ok: call.headers.authorization === `Bearer ${guestTokens.accessToken}` });
    });
    const start = bootstrapSession();
    const { api } = await import('@storefront/client/api-client');
    const result = await api.call(getCart);
    await start.ready;
    expect(result).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users/customers/guest',
      '/api/users/guest-1/cart',
    ]);
  });

  it('shares one request between concurrent guest starts', async () => {
    const calls = guestEndpoint();
    await Promise.all([startGuestSession(), startGuestSession()]);
    expect(calls).toHaveLength(1);
  });

  it('rejects an access token without a user id and starts a guest (spec 8)', async () => {
    const calls = guestEndpoint();
    localStorage.setItem('accessToken', fakeJwt({ role: 'customer' }));
    localStorage.setItem('refreshToken', 'old');
    const start = bootstrapSession();
    expect(start.notices).toEqual(['session.invalidAccessToken']);
    await start.ready;
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe(guestTokens.accessToken);
  });

  it('rejects a token that is not a JWT at all', async () => {
    guestEndpoint();
    sessionStorage.setItem('accessToken', 'garbage');
    const { notices, ready } = bootstrapSession();
    await ready;
    expect(notices).toEqual(['session.invalidAccessToken']);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('removes an impersonation token that names no user (spec 8)', async () => {
    guestEndpoint();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    sessionStorage.setItem('impersonationToken', fakeJwt({ role: 'customer' }));
    const { notices, ready } = bootstrapSession();
    await ready;
    expect(notices).toEqual(['session.invalidImpersonationToken']);
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).not.toBeNull();
    // Spec 4: the impersonation has ended, so isGuest is true again.
    expect(localStorage.getItem('isGuest')).toBe('true');
  });

  it('ends an impersonation the API refuses later: toast carried across a reload at / (spec 8)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const staff = fakeJwt({ nameid: 'staff-1', role: 'staff', exp: inOneHour() });
    localStorage.setItem('accessToken', staff);
    localStorage.setItem('refreshToken', 'staff-refresh');
    localStorage.setItem('isGuest', 'false');
    sessionStorage.setItem('impersonationToken', fakeJwt({ nameid: 'cust-3', sid: 'imp-1' }));
    const calls = mockFetch(() =>
      json({ error: { code: 'unauthorized', message: 'revoked' } }, 401),
    );
    const { notices, ready } = bootstrapSession();
    await ready;
    expect(notices).toEqual([]);

    const { api } = await import('@storefront/client/api-client');
    await expect(api.call(getCart)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/cust-3/cart']);
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe(staff);
    expect(localStorage.getItem('isGuest')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('pendingToast') ?? 'null')).toEqual({
      kind: 'error',
      key: 'session.invalidImpersonationToken',
    });
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('readSession', () => {
  it('treats an impersonated customer as the user and never as a guest', () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    localStorage.setItem('isGuest', 'true');
    sessionStorage.setItem('impersonationToken', fakeJwt({ nameid: 'cust-3', role: 'customer' }));
    expect(readSession()).toEqual({
      userId: 'cust-3',
      isGuest: false,
      isLoggedIn: true,
      isImpersonating: true,
    });
  });

  it('falls back to the role claim when the guest flag is missing', () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g', role: 'guest' }));
    expect(readSession()).toMatchObject({ isGuest: true, isLoggedIn: false });
  });

  it('knows a staff member by their own token, impersonating or not', () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    expect(readIsStaff()).toBe(true);
    sessionStorage.setItem('impersonationToken', fakeJwt({ nameid: 'cust-3', role: 'customer' }));
    expect(readIsStaff()).toBe(true);
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'c-1', role: 'customer' }));
    expect(readIsStaff()).toBe(false);
    localStorage.setItem('accessToken', fakeJwt({ role: 'staff' }));
    expect(readIsStaff()).toBe(false);
  });

  it('returns the same object while storage does not change, and decodes no token again', () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g', role: 'guest' }));
    const session = readSession();
    const decode = vi.spyOn(globalThis, 'atob');
    expect(readSession()).toBe(session);
    expect(decode).not.toHaveBeenCalled();
    decode.mockRestore();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'c-2', role: 'customer' }));
    localStorage.setItem('isGuest', 'false');
    expect(readSession()).toMatchObject({ userId: 'c-2', isLoggedIn: true });
  });
});
