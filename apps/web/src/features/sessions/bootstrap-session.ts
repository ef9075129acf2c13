import { configureApiClient } from '@storefront/client/api-client';
import { userIdOf } from '@storefront/client/jwt';
import {
  clearTokens,
  endImpersonation,
  readToken,
  storePendingToast,
  storeTokens,
} from '@storefront/client/storage';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { createGuest } from './api/create-guest.ts';

let guestInFlight: Promise<void> | null = null;

/**
 * Spec 4: a guest is created once and stored persistently with isGuest true. Concurrent callers
 * (start-up and a lost session at the same moment) share one request.
 */
export function startGuestSession(): Promise<void> {
  guestInFlight ??= createGuest()
    .then((tokens) => storeTokens(tokens, 'local', true))
    .finally(() => {
      guestInFlight = null;
    });
  return guestInFlight;
}

/**
 * Spec 8, when the API client finds the impersonation token unusable after start-up (it names
 * no user, or the API refused it: revoked or expired). The client has already removed it; the
 * page reloads at '/' as the staff member, and the toast is carried across the reload.
 */
export function impersonationInvalid(): void {
  storePendingToast({ kind: 'error', key: 'session.invalidImpersonationToken' });
  window.location.assign('/');
}

export interface SessionStart {
  /** Error-catalogue messages (spec 8: rejected tokens) to show once the UI is up. */
  notices: TranslationKey[];
  /** Settles when the session is usable (at once, or once the guest is created). */
  ready: Promise<void>;
}

/**
 * Runs once before the first render (spec 4 session, spec 5 token rules):
 * - an impersonation token that names no user is removed, with its toast, and the
 *   impersonation ends (spec 4: isGuest true);
 * - a stored access token that names a user restores the session (expiry is the client's job);
 * - an access token that names no user is rejected with its toast and replaced by a guest;
 * - with no token, a guest is created.
 * The checks are synchronous; only guest creation waits for the network, and the page does not
 * wait for it: until it is stored the visitor is shown as a guest anyway, and API calls that
 * need a token wait for it in the client.
 */
export function bootstrapSession(): SessionStart {
  configureApiClient({
    onSessionLost: startGuestSession,
    pendingSession: () => guestInFlight,
    onImpersonationInvalid: impersonationInvalid,
  });
  const notices: TranslationKey[] = [];

  const impersonation = readToken('impersonationToken');
  if (impersonation && !userIdOf(impersonation)) {
    notices.push('session.invalidImpersonationToken');
    endImpersonation();
  }

  const access = readToken('accessToken');
  if (access && userIdOf(access)) return { notices, ready: Promise.resolve() };
  if (access) {
    notices.push('session.invalidAccessToken');
    clearTokens();
  }
  return { notices, ready: startGuestSession() };
}
