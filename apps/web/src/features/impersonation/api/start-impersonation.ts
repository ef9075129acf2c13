import { api } from '@storefront/client/api-client';
import { startImpersonation as startImpersonationEndpoint } from '@storefront/contracts/endpoints/impersonation';

/** POST staff/impersonations (ours, staff only): an impersonation token for one customer. */
export function startImpersonation(customerId: string) {
  return api.call(startImpersonationEndpoint, { body: { customerId } });
}
