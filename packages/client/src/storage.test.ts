import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endImpersonation,
  readIsGuest,
  readToken,
  storeImpersonationToken,
  storeLanguage,
  storePendingToast,
  storeRefreshedTokens,
  storeTokens,
  subscribeToStorage,
  takePendingToast,
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

  it('keeps an impersonation token in this tab only and sets isGuest false (spec 4)', () => {
    storeTokens({ accessToken: 'staff', refreshToken: 'r' }, 'local', true);
    localStorage.setItem('impersonationToken', 'stale');
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    storeImpersonationToken('imp');
    unsubscribe();
    expect(sessionStorage.getItem('impersonationToken')).toBe('imp');
    expect(localStorage.getItem('impersonationToken')).toBeNull();
    expect(localStorage.getItem('isGuest')).toBe('false');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ending impersonation removes its token and sets isGuest true beside the access token', () => {
    storeTokens({ accessToken: 'staff', refreshToken: 'r' }, 'session', false);
    storeImpersonationToken('imp');
    endImpersonation();
    expect(readToken('impersonationToken')).toBeNull();
    expect(sessionStorage.getItem('isGuest')).toBe('true');
    expect(localStorage.getItem('isGuest')).toBeNull();
    expect(readToken('accessToken')).toBe('staff');
  });

  it('keeps a toast for the next page load, once', () => {
    storePendingToast({ kind: 'success', key: 'impersonation.finished' });
    expect(takePendingToast()).toEqual({ kind: 'success', key: 'impersonation.finished' });
    expect(takePendingToast()).toBeNull();
  });

  it('keeps a toast with a button to a page of the shop, never to another site', () => {
    const action = { key: 'impersonation.backToStaff', path: '/staff' } as const;
    storePendingToast({ kind: 'info', key: 'impersonation.endedByLeaving', action });
    expect(takePendingToast()).toEqual({
      kind: 'info',
      key: 'impersonation.endedByLeaving',
      action,
    });
    for (const path of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      sessionStorage.setItem(
        'pendingToast',
        JSON.stringify({ kind: 'info', key: 'x', action: { key: 'y', path } }),
      );
      expect(takePendingToast()).toEqual({ kind: 'info', key: 'x' });
    }
  });

  it('drops a kept toast it cannot read', () => {
    sessionStorage.setItem('pendingToast', '{not json');
    expect(takePendingToast()).toBeNull();
    sessionStorage.setItem('pendingToast', JSON.stringify({ kind: 'shout', key: 'x' }));
    expect(takePendingToast()).toBeNull();
    expect(sessionStorage.getItem('pendingToast')).toBeNull();
  });
});

describe('storage with a prefix (the back office)', () => {
  it('keeps its own keys beside the storefront’s, which it never reads or clears', async () => {
    const { configureStorage } = await import('./storage.ts');
    // biome-ignore lint/suspicious/noDocumentCookie: clears what an earlier test of this file set.
    document.cookie = 'lang=; max-age=0; path=/';
    localStorage.setItem('accessToken', 'shopper');
    localStorage.setItem('lang', 'en');
    configureStorage({ prefix: 'admin.', shareLanguageCookie: false });
    try {
      expect(readToken('accessToken')).toBeNull();
      storeTokens({ accessToken: 'staff', refreshToken: 'r' }, 'local');
      storeLanguage('ar');
      expect(localStorage.getItem('admin.accessToken')).toBe('staff');
      expect(localStorage.getItem('admin.lang')).toBe('ar');
      expect(document.cookie).not.toContain('lang=ar');
      clearSession();
      expect(localStorage.getItem('admin.accessToken')).toBeNull();
      expect(localStorage.getItem('accessToken')).toBe('shopper');
      expect(localStorage.getItem('lang')).toBe('en');
    } finally {
      configureStorage({ prefix: '', shareLanguageCookie: true });
    }
  });
});
