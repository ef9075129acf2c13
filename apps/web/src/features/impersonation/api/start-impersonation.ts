import type { ImpersonationResponse } from '@storefront/contracts/impersonation';
import { api } from '../../../lib/api-client.ts';

/** POST staff/impersonations (ours, staff only): an impersonation token for one customer. */
export function startImpersonation(customerId: string) {
  return api.post<ImpersonationResponse>('staff/impersonations', { customerId });
}
