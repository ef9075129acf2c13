import { api } from '@storefront/client/api-client';
import { createGuest as createGuestEndpoint } from '@storefront/contracts/endpoints/accounts/guest';

/** POST users/customers/guest (spec 7): an anonymous customer and its token pair. */
export function createGuest() {
  return api.call(createGuestEndpoint, { auth: false });
}
