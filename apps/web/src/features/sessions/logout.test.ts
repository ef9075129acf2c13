import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { anHourAgo, fakeJwt, inOneHour } from '../../test/jwt.ts';

const access = fakeJwt({ nameid: 'c-1', role: 'customer', sid: 'sess-1', exp: inOneHour() });

/** logout.ts keeps "already logging out" in module state: each test gets a fresh module. */
async function loadLogout() {
  vi.resetModules();
  return import('./logout.ts');
}

describe('logout', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('lang', 'ar');
    localStorage.setItem('accessToken', access);
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('isGuest', 'false');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends the session on the server, then clears both storages and returns to / (spec 4)', async () => {
    sessionStorage.setItem('accessToken', 'stale');
    let storedDuringCall: string | null = null;
    const calls = mockFetch(() => {
      storedDuringCall = localStorage.getItem('accessToken');
      return new Response(null, { status: 204 });
    });
    const { logout } = await loadLogout();
    await logout();

    expect(calls).toHaveLength(1);
    // The session is still stored while the server is asked, and cleared after.
    expect(storedDuringCall).toBe(access);
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/tenants/self/sessions/sess-1',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    // The language belongs to the browser, not the person (decision 19).
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('logs out all the same when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { logout } = await loadLogout();
    await logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does not wait longer than its timeout for a server that does not answer', async () => {
    vi.useFakeTimers();
    mockFetch(() => new Promise<Response>(() => {}));
    const { logout, LOGOUT_SERVER_TIMEOUT_MS } = await loadLogout();
    const done = logout();
    await vi.advanceTimersByTimeAsync(LOGOUT_SERVER_TIMEOUT_MS);
    await done;
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('refreshes an expired access token first (without keeping it) so the session still ends', async () => {
    const expired = fakeJwt({ nameid: 'c-1', role: 'customer', sid: 'sess-1', exp: anHourAgo() });
    const fresh = fakeJwt({ nameid: 'c-1', role: 'customer', sid: 'sess-1', exp: inOneHour() });
    localStorage.setItem('accessToken', expired);
    const calls = mockFetch((call) =>
      call.url === '/api/account/refresh-token'
        ? json({ accessToken: fresh, refreshToken: 'refresh-2', expiresIn: 900 })
        : new Response(null, { status: 204 }),
    );
    const { logout } = await loadLogout();
    await logout();
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['POST', '/api/account/refresh-token', undefined],
      ['DELETE', '/api/tenants/self/sessions/sess-1', `Bearer ${fresh}`],
    ]);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('also ends an impersonation session, each with its own token', async () => {
    const impersonation = fakeJwt({ nameid: 'c-9', role: 'customer', sid: 'imp-1', imp: 's-1' });
    sessionStorage.setItem('impersonationToken', impersonation);
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const { logout } = await loadLogout();
    await logout();
    expect(calls.map((c) => [c.url, c.headers.authorization]).sort()).toEqual([
      ['/api/tenants/self/sessions/imp-1', `Bearer ${impersonation}`],
      ['/api/tenants/self/sessions/sess-1', `Bearer ${access}`],
    ]);
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
  });

  it('runs once when asked twice (a double click)', async () => {
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const { logout } = await loadLogout();
    await Promise.all([logout(), logout()]);
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
