import { startImpersonation as startImpersonationEndpoint } from '@storefront/contracts/endpoints/impersonation';
import { api } from '../../../lib/api-client.ts';

/** POST staff/impersonations (ours, staff only): an impersonation token for one customer. */
export function startImpersonation(customerId: string) {
  return api.call(startImpersonationEndpoint, { body: { customerId } });
}
