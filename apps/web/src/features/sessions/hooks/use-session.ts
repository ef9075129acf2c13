import { roleOf, userIdOf } from '@storefront/client/jwt';
import { readIsGuest, readToken, subscribeToStorage } from '@storefront/client/storage';
import { useSyncExternalStore } from 'react';

export interface SessionState {
  /** The user calls are made for: the impersonated customer when impersonating (spec 6). */
  userId: string | null;
  isGuest: boolean;
  isLoggedIn: boolean;
  isImpersonating: boolean;
}

let cachedKey = '';
let cached: SessionState = {
  userId: null,
  isGuest: true,
  isLoggedIn: false,
  isImpersonating: false,
};

/** The stored values the session was last derived from. */
let cachedFrom = '';

/** Derives the session from storage; the same object while nothing changed (useSyncExternalStore). */
export function readSession(): SessionState {
  const access = readToken('accessToken');
  const impersonation = readToken('impersonationToken');
  const flag = readIsGuest();
  // Every part that shows the session reads it on each of its renders: decoding the tokens each
  // time cost a phone's page tens of milliseconds while it hydrated (decision 74).
  const from = `${access}|${impersonation}|${flag}`;
  if (from === cachedFrom) return cached;
  cachedFrom = from;
  const impersonatedUser = userIdOf(impersonation);
  const userId = impersonatedUser ?? userIdOf(access);
  // Impersonating a customer is never a guest session (spec 4); otherwise the stored flag decides,
  // a token without the flag falls back to its role claim, and no token yet (the first guest is
  // being created) is a guest.
  const isGuest = impersonatedUser ? false : (flag ?? (access ? roleOf(access) === 'guest' : true));
  const isLoggedIn = userId !== null && !isGuest;
  const key = `${userId}|${isGuest}|${impersonatedUser !== null}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { userId, isGuest, isLoggedIn, isImpersonating: impersonatedUser !== null };
  }
  return cached;
}

/**
 * What the server renders, and what the page shows until it has hydrated: a guest with no
 * session yet. Tokens live in the browser's storage, so a server-rendered page is the same for
 * every visitor and can be cached; the personal parts fill in right after hydration.
 */
const SERVER_SESSION: SessionState = {
  userId: null,
  isGuest: true,
  isLoggedIn: false,
  isImpersonating: false,
};
const serverSession = () => SERVER_SESSION;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToStorage, readSession, serverSession);
}

/**
 * True when the person at the keyboard signed in with a staff account (their own access token's
 * role), whether or not they are impersonating: staff pages and links check it.
 */
export function readIsStaff(): boolean {
  const access = readToken('accessToken');
  return userIdOf(access) !== null && roleOf(access) === 'staff';
}

export function useIsStaff(): boolean {
  return useSyncExternalStore(subscribeToStorage, readIsStaff, () => false);
}
