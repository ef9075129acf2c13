/** The customer's profile (apps/api/src/modules/accounts/profile). */
import type { customerSchema, updateCustomerRequestSchema } from '../../accounts.ts';
import { endpoint, types } from '../../endpoint.ts';

export const getCustomer = endpoint(
  'GET',
  'users/customers/{userId}',
  types<{ response: typeof customerSchema }>(),
);
export const updateCustomer = endpoint(
  'PUT',
  'users/customers/{userId}',
  types<{ response: typeof customerSchema; body: typeof updateCustomerRequestSchema }>(),
);
