import { LANGUAGE_COOKIE } from '@storefront/contracts/boot';
import type { TranslationKey } from '@storefront/contracts/i18n/en';

/**
 * Browser storage for the session and the language (spec 4). Tokens live in localStorage when
 * persistent (guests, "remember me") and in sessionStorage otherwise; reads try localStorage
 * first. Every write notifies subscribers so session state stays in step with storage.
 *
 * Two apps share this module and one browser: the storefront keeps the unprefixed keys below,
 * and the back office calls `configureStorage({ prefix: 'admin.' })` before anything reads
 * storage, so a staff member's admin tokens never replace a shopper's (or guest's) session in
 * the same browser, and the other way round.
 */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isGuest: 'isGuest',
  impersonationToken: 'impersonationToken',
  lang: 'lang',
  /** A toast to show after the next page load (sonner's toasts do not survive a reload). */
  pendingToast: 'pendingToast',
} as const;

type TokenKey = 'accessToken' | 'refreshToken' | 'impersonationToken';
export type StorageArea = 'local' | 'session';

export interface StorageOptions {
  /** Put before every key this module reads and writes ('' for the storefront, 'admin.'…). */
  prefix?: string;
  /**
   * Mirror the language choice into the cookie the server reads to draw pages (default true).
   * The back office is drawn in the browser only and must not change the shop's language.
   */
  shareLanguageCookie?: boolean;
}

const settings: Required<StorageOptions> = { prefix: '', shareLanguageCookie: true };

/** Called once by an app before anything reads storage (the storefront needs no call). */
export function configureStorage(options: StorageOptions): void {
  Object.assign(settings, options);
}

/** The key as stored: this app's prefix and the name. */
export function storedKey(key: string): string {
  return settings.prefix + key;
}

/** Storage can throw (privacy modes, quota, sandboxed frames): treat that as "nothing stored". */
function area(which: StorageArea): Storage | null {
  // The server's renderer has no window: said plainly, not by a thrown error on every API call.
  if (typeof window === 'undefined') return null;
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(storedKey(key)) ?? null;
  } catch {
    return null;
  }
}

function write(which: StorageArea, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(storedKey(key));
    else store?.setItem(storedKey(key), value);
  } catch {
    // A full or blocked storage only costs persistence; the session still works in memory.
  }
}

const listeners = new Set<() => void>();

/** Subscribes to session-related storage changes (this tab and, via `storage` events, others). */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const ours = Object.values(storageKeys).map(storedKey);
    if (event.key === null || ours.includes(event.key)) {
      notify();
    }
  });
}

/** Reads a token: localStorage first, then sessionStorage (spec 4). */
export function readToken(key: TokenKey): string | null {
  return read('local', key) || read('session', key) || null;
}

/** Which storage currently holds the access token, if any. */
export function tokenArea(key: TokenKey = 'accessToken'): StorageArea | null {
  if (read('local', key)) return 'local';
  if (read('session', key)) return 'session';
  return null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Stores a token pair in one storage and removes any copy from the other. */
export function storeTokens(pair: TokenPair, where: StorageArea, isGuest?: boolean): void {
  const other: StorageArea = where === 'local' ? 'session' : 'local';
  for (const key of [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.isGuest]) {
    write(other, key, null);
  }
  write(where, storageKeys.accessToken, pair.accessToken);
  write(where, storageKeys.refreshToken, pair.refreshToken);
  if (isGuest !== undefined) write(where, storageKeys.isGuest, String(isGuest));
  notify();
}

/** A refreshed pair goes where the old one was (persistent stays persistent). */
export function storeRefreshedTokens(pair: TokenPair): void {
  storeTokens(pair, tokenArea('accessToken') ?? 'local');
}

/** The isGuest flag stored next to the access token. */
export function readIsGuest(): boolean | null {
  const value = read(tokenArea('accessToken') ?? 'local', storageKeys.isGuest);
  return value === null ? null : value === 'true';
}

/** The isGuest flag next to the access token (spec 4: impersonation sets and clears it). */
function writeIsGuest(isGuest: boolean): void {
  const where = tokenArea('accessToken');
  if (where) write(where, storageKeys.isGuest, String(isGuest));
}

/**
 * Spec 4: starting impersonation sets isGuest false. The token lives in sessionStorage only: it
 * belongs to this tab, and the impersonation ends when the tab goes away (spec 4).
 */
export function storeImpersonationToken(token: string): void {
  write('local', storageKeys.impersonationToken, null);
  write('session', storageKeys.impersonationToken, token);
  writeIsGuest(false);
  notify();
}

/** Spec 4: ending impersonation removes its token and sets isGuest true. */
export function endImpersonation(): void {
  write('local', storageKeys.impersonationToken, null);
  write('session', storageKeys.impersonationToken, null);
  writeIsGuest(true);
  notify();
}

/**
 * Clears the session from both storages (spec 4 logout). The language choice and the cached
 * translations stay: they belong to the browser, not to the signed-in person.
 */
export function clearSession(): void {
  for (const which of ['local', 'session'] as const) {
    write(which, storageKeys.accessToken, null);
    write(which, storageKeys.refreshToken, null);
    write(which, storageKeys.isGuest, null);
    write(which, storageKeys.impersonationToken, null);
  }
  notify();
}

/** Drops the access/refresh pair only (an impersonation token is handled on its own). */
export function clearTokens(): void {
  for (const which of ['local', 'session'] as const) {
    write(which, storageKeys.accessToken, null);
    write(which, storageKeys.refreshToken, null);
    write(which, storageKeys.isGuest, null);
  }
  notify();
}

export function readLanguage(): string | null {
  return read('local', storageKeys.lang);
}

export function storeLanguage(lang: string): void {
  write('local', storageKeys.lang, lang);
  if (settings.shareLanguageCookie) shareLanguageWithServer(lang);
}

/**
 * The server writes each page in its language (boot data, <html lang dir>) and cannot read
 * localStorage, so the choice is mirrored into a cookie it can read.
 */
export function shareLanguageWithServer(lang: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, encoded value; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export type PendingToastKind = 'success' | 'info' | 'error';
export interface PendingToast {
  kind: PendingToastKind;
  key: TranslationKey;
  /** A button in the toast that opens a page of the shop: its label and path. */
  action?: { key: TranslationKey; path: string };
}

/** Keeps a toast for the page load that follows (a reload at '/' after impersonation ends). */
export function storePendingToast(toast: PendingToast): void {
  write('session', storageKeys.pendingToast, JSON.stringify(toast));
}

/** The toast kept for this page load, once: reading it removes it. */
export function takePendingToast(): PendingToast | null {
  const raw = read('session', storageKeys.pendingToast);
  if (raw === null) return null;
  write('session', storageKeys.pendingToast, null);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, key, action } = value as Record<string, unknown>;
    if ((kind === 'success' || kind === 'info' || kind === 'error') && typeof key === 'string') {
      const { key: label, path } = (action ?? {}) as Record<string, unknown>;
      // Only a path inside the shop: the stored value is not trusted to name another site.
      return typeof label === 'string' && typeof path === 'string' && /^\/(?!\/)/.test(path)
        ? { kind, key: key as TranslationKey, action: { key: label as TranslationKey, path } }
        : { kind, key: key as TranslationKey };
    }
  } catch {
    // Not ours: drop it.
  }
  return null;
}

/** Plain localStorage access for caches (translations); failures mean "no cache". */
export function readCache(key: string): string | null {
  return read('local', key);
}

export function writeCache(key: string, value: string | null): void {
  write('local', key, value);
}
