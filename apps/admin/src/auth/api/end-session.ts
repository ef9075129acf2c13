import { api } from '@storefront/client/api-client';
import { decodeJwt } from '@storefront/client/jwt';
import { endSession } from '@storefront/contracts/endpoints/sessions';

/** DELETE tenants/self/sessions/{sid}: logout on the server, so the refresh token dies too. */
export function endOwnSession(token: string, signal: AbortSignal): Promise<unknown> {
  const sid = decodeJwt(token)?.sid;
  if (typeof sid !== 'string' || sid === '') return Promise.resolve();
  return api.call(endSession, {
    params: { id: sid },
    auth: false,
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
}
