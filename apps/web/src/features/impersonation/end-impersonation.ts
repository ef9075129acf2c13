import { isApiError } from '@storefront/client/api-error';
import { endImpersonation, readToken, storePendingToast } from '@storefront/client/storage';
import { endImpersonationSession, sessionIdOf } from './api/end-impersonation-session.ts';

/**
 * Spec 4 Impersonation end, on "finish session": the session ends on the server, then the token
 * is removed (isGuest true) and the page reloads at '/', where the 'session finished' toast shows
 * (carried across the reload: root-layout shows it). A failure that leaves the session running
 * (no connection, a server error) is thrown and the impersonation goes on.
 */
export async function finishImpersonation(): Promise<void> {
  const token = readToken('impersonationToken');
  const sid = token ? sessionIdOf(token) : null;
  if (token && sid) {
    try {
      await endImpersonationSession(token, sid);
    } catch (error) {
      // 401 and 404: the session had already ended (revoked, expired, finished in another tab).
      if (!(isApiError(error) && (error.status === 401 || error.status === 404))) throw error;
    }
  }
  endImpersonation();
  storePendingToast({ kind: 'success', key: 'impersonation.finished' });
  window.location.assign('/');
}

/**
 * Spec 4: the page became hidden and is now unloading. The DELETE is sent with keepalive (the
 * page is going away and cannot wait for the answer) and the token is removed at once.
 */
export function endImpersonationOnUnload(): void {
  const token = readToken('impersonationToken');
  if (!token) return;
  const sid = sessionIdOf(token);
  if (sid) endImpersonationSession(token, sid, { keepalive: true }).catch(() => {});
  endImpersonation();
  // The page that loads next is the staff member's own: say why, and offer the way back.
  storePendingToast({
    kind: 'info',
    key: 'impersonation.endedByLeaving',
    action: { key: 'impersonation.backToStaff', path: '/staff' },
  });
  // If the page was only frozen (back/forward cache) and comes back, it still shows the
  // customer's data: start again at '/' as the staff member.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) window.location.assign('/');
    },
    { once: true },
  );
}
