/** Impersonation's operations (apps/api/src/modules/impersonation); staff only. */
import { endpoint, types } from '../endpoint.ts';
import type {
  impersonationRequestSchema,
  impersonationResponseSchema,
  staffCustomersQuerySchema,
  staffCustomersSchema,
} from '../impersonation.ts';

export const listStaffCustomers = endpoint(
  'GET',
  'staff/customers',
  types<{ response: typeof staffCustomersSchema; query: typeof staffCustomersQuerySchema }>(),
);
export const startImpersonation = endpoint(
  'POST',
  'staff/impersonations',
  types<{
    status: 201;
    response: typeof impersonationResponseSchema;
    body: typeof impersonationRequestSchema;
  }>(),
);
