/** Impersonation's operations (apps/api/src/modules/impersonation); staff who may impersonate. */
import { adminEndpoint, types } from '../endpoint.ts';
import type {
  impersonationRequestSchema,
  impersonationResponseSchema,
  staffCustomersQuerySchema,
  staffCustomersSchema,
} from '../impersonation.ts';

export const listStaffCustomers = adminEndpoint(
  'GET',
  'staff/customers',
  'impersonate',
  types<{ response: typeof staffCustomersSchema; query: typeof staffCustomersQuerySchema }>(),
);
export const startImpersonation = adminEndpoint(
  'POST',
  'staff/impersonations',
  'impersonate',
  types<{
    status: 201;
    response: typeof impersonationResponseSchema;
    body: typeof impersonationRequestSchema;
  }>(),
);
