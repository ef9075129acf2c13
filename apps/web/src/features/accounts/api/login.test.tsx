import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
import { useLogin } from './login.ts';

const guestAccess = fakeJwt({ nameid: 'g-1', role: 'guest', sid: 's-g', exp: inOneHour() });
const customerTokens = {
  accessToken: fakeJwt({ nameid: 'c-1', role: 'customer', sid: 's-1', exp: inOneHour() }),
  expiresIn: 900,
  refreshToken: 'customer-refresh',
};
const credentials = { email: 'shopper@example.com', password: 'correct horse' };

/** Logs in through the hook the login form uses; returns what was sent and the query cache. */
async function logIn(rememberMe = true) {
  const calls = mockFetch(() => json(customerTokens));
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(['wishlist', 'detail', 'g-1'], { items: ['the guest wishlist'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLogin(), { wrapper });
  await act(() => result.current.mutateAsync({ ...credentials, rememberMe }));
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/account/login' });
  return { body: calls[0]!.body, headers: calls[0]!.headers, queryClient };
}

describe('useLogin: the guest proof (issue 5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the guest session's refresh token, so the API merges the guest's cart and wishlist", async () => {
    localStorage.setItem('accessToken', guestAccess);
    localStorage.setItem('refreshToken', 'guest-refresh');
    localStorage.setItem('isGuest', 'true');

    const { body, headers, queryClient } = await logIn();

    expect(body).toEqual({ ...credentials, guestRefreshToken: 'guest-refresh' });
    // Still no bearer token on the login itself (decision 25).
    expect(headers.authorization).toBeUndefined();
    // The account's session replaces the guest's, and the guest's cached lists are gone, so
    // the merged ones are fetched.
    expect(localStorage.getItem('refreshToken')).toBe('customer-refresh');
    expect(localStorage.getItem('isGuest')).toBe('false');
    expect(queryClient.getQueryData(['wishlist', 'detail', 'g-1'])).toBeUndefined();
  });

  it('reads the guest from its token when the flag is missing', async () => {
    localStorage.setItem('accessToken', guestAccess);
    localStorage.setItem('refreshToken', 'guest-refresh');
    expect((await logIn(false)).body).toMatchObject({ guestRefreshToken: 'guest-refresh' });
  });

  it('sends no proof for a signed-in customer (logging in again or as someone else)', async () => {
    localStorage.setItem('accessToken', customerTokens.accessToken);
    localStorage.setItem('refreshToken', 'someone-refresh');
    localStorage.setItem('isGuest', 'false');
    expect((await logIn()).body).toEqual(credentials);
  });

  it('sends no proof while staff impersonate a customer', async () => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'staff-1', role: 'staff', sid: 's-2', exp: inOneHour() }),
    );
    localStorage.setItem('refreshToken', 'staff-refresh');
    localStorage.setItem('isGuest', 'false');
    sessionStorage.setItem(
      'impersonationToken',
      fakeJwt({ nameid: 'c-9', role: 'customer', sid: 's-3', imp: 'staff-1', exp: inOneHour() }),
    );
    expect((await logIn()).body).toEqual(credentials);
  });

  it('sends no proof when there is no session yet', async () => {
    expect((await logIn()).body).toEqual(credentials);
  });
});
