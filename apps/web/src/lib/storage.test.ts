import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readIsGuest,
  readToken,
  storeLanguage,
  storeRefreshedTokens,
  storeTokens,
  subscribeToStorage,
  tokenArea,
} from './storage.ts';

describe('storage', () => {
  it('stores a persistent pair in localStorage and removes any session copy', () => {
    sessionStorage.setItem('accessToken', 'old');
    storeTokens({ accessToken: 'a', refreshToken: 'r' }, 'local', true);
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('isGuest')).toBe('true');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(readIsGuest()).toBe(true);
  });

  it('keeps a non-persistent login in sessionStorage (spec 4: rememberMe off)', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' }, 'session', false);
    expect(tokenArea()).toBe('session');
    expect(readToken('accessToken')).toBe('a');
    expect(readIsGuest()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('stores a refreshed pair where the old one was', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' }, 'session', false);
    storeRefreshedTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(sessionStorage.getItem('refreshToken')).toBe('r2');
    expect(sessionStorage.getItem('isGuest')).toBe('false');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logout clears the session from both storages but keeps the language', () => {
    storeLanguage('ar');
    localStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('accessToken', 'b');
    sessionStorage.setItem('impersonationToken', 'i');
    clearSession();
    expect(readToken('accessToken')).toBeNull();
    expect(readToken('impersonationToken')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('notifies subscribers on every session change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    storeTokens({ accessToken: 'a', refreshToken: 'r' }, 'local', true);
    clearSession();
    unsubscribe();
    storeTokens({ accessToken: 'a', refreshToken: 'r' }, 'local', true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
