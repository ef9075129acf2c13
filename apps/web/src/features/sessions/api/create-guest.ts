import type { AuthTokens } from '@storefront/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** POST users/customers/guest (spec 7): an anonymous customer and its token pair. */
export function createGuest() {
  return api.post<AuthTokens>('users/customers/guest', undefined, { auth: false });
}
