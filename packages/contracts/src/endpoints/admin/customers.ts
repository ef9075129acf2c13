/**
 * The back office's customers (apps/api/src/modules/accounts/admin-customers): the list, one
 * customer with their addresses, orders and notes, a note, deactivate and reactivate. Reads need
 * customers.read (owner, orders, support), changes customers.write (owner, orders). Browsing as
 * the customer is impersonation's own operation (endpoints/impersonation.ts, `impersonate`).
 */
import type {
  adminCustomerPageSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  customerNoteRequestSchema,
  customerNoteSchema,
} from '../../admin-customers.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminCustomers = adminEndpoint(
  'GET',
  'admin/customers',
  'customers.read',
  types<{ response: typeof adminCustomerPageSchema; query: typeof adminCustomersQuerySchema }>(),
);
export const getAdminCustomer = adminEndpoint(
  'GET',
  'admin/customers/{id}',
  'customers.read',
  types<{ response: typeof adminCustomerSchema }>(),
);
export const addAdminCustomerNote = adminEndpoint(
  'POST',
  'admin/customers/{id}/notes',
  'customers.write',
  types<{
    status: 201;
    response: typeof customerNoteSchema;
    body: typeof customerNoteRequestSchema;
  }>(),
);
export const deactivateAdminCustomer = adminEndpoint(
  'POST',
  'admin/customers/{id}/deactivate',
  'customers.write',
  types<{ response: typeof adminCustomerSchema }>(),
);
export const reactivateAdminCustomer = adminEndpoint(
  'POST',
  'admin/customers/{id}/reactivate',
  'customers.write',
  types<{ response: typeof adminCustomerSchema }>(),
);
