import { authTokensSchema } from '@storefront/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** POST users/customers/guest (spec 7): an anonymous customer and its token pair. */
export function createGuest() {
  return api.post('users/customers/guest', undefined, { schema: authTokensSchema, auth: false });
}
