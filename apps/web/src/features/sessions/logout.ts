import { api } from '@storefront/client/api-client';
import { decodeJwt, isExpired } from '@storefront/client/jwt';
import { clearSession, readToken, storePendingToast } from '@storefront/client/storage';
import { refreshToken as refreshTokenEndpoint } from '@storefront/contracts/endpoints/accounts/login';
import { endSession as endSessionEndpoint } from '@storefront/contracts/endpoints/sessions';

/** How long logout waits for the server before leaving anyway. */
export const LOGOUT_SERVER_TIMEOUT_MS = 2000;

let loggingOut = false;

/** True from the moment logout starts: pages keep still instead of redirecting meanwhile. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * Spec 4: logout clears both storages and returns to /; the reload starts a fresh guest.
 * First, best effort, the server ends the session (DELETE tenants/self/sessions/{sid}) so its
 * refresh token is dead too, not just forgotten here; a slow or dead network delays logout by
 * LOGOUT_SERVER_TIMEOUT_MS at most and never stops it.
 */
export async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, LOGOUT_SERVER_TIMEOUT_MS);
  });
  try {
    await Promise.race([endServerSessions(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    clearSession();
    // Said on the page the reload opens.
    storePendingToast({ kind: 'success', key: 'session.loggedOut' });
    window.location.assign('/');
  }
}

/**
 * Ends the impersonation session, if any, and the person's own session. Each call carries its
 * own token and none goes through the client's session handling (auth: false): logout must not
 * refresh, store or create anything, or a late answer could write a session back after
 * clearSession(). An expired access token is exchanged for a fresh one first, without storing
 * it, so an idle tab's logout still ends its session.
 */
async function endServerSessions(signal: AbortSignal): Promise<void> {
  const impersonation = readToken('impersonationToken');
  const access = readToken('accessToken');
  await Promise.allSettled([
    impersonation ? endSession(impersonation, signal) : null,
    access ? endOwnSession(access, signal) : null,
  ]);
}

async function endOwnSession(access: string, signal: AbortSignal): Promise<void> {
  let token = access;
  const refreshToken = readToken('refreshToken');
  if (isExpired(access) && refreshToken) {
    const pair = await api.call(refreshTokenEndpoint, {
      body: { refreshToken },
      auth: false,
      signal,
    });
    token = pair.accessToken;
  }
  await endSession(token, signal);
}

function endSession(token: string, signal: AbortSignal): Promise<unknown> {
  const sid = decodeJwt(token)?.sid;
  if (typeof sid !== 'string' || sid === '') return Promise.resolve();
  return api.call(endSessionEndpoint, {
    params: { id: sid },
    auth: false,
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
}
