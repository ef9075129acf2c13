import { api } from '@storefront/client/api-client';
import { decodeJwt } from '@storefront/client/jwt';
import { endSession as endSessionEndpoint } from '@storefront/contracts/endpoints/sessions';

/** The impersonation session's id: the token's `sid` claim (docs/decisions.md 7). */
export function sessionIdOf(token: string): string | null {
  const sid = decodeJwt(token)?.sid;
  return typeof sid === 'string' && sid !== '' ? sid : null;
}

/**
 * DELETE tenants/self/sessions/{sid} (spec 7) with the impersonation token as bearer. Sent as a
 * plain call (auth: false plus the header) so the client's 401 handling stays out of it: here a
 * 401 only means the session has already ended. `keepalive` lets it outlive an unloading page.
 */
export function endImpersonationSession(
  token: string,
  sid: string,
  { keepalive = false }: { keepalive?: boolean } = {},
) {
  return api.call(endSessionEndpoint, {
    params: { id: sid },
    auth: false,
    headers: { authorization: `Bearer ${token}` },
    keepalive,
  });
}
