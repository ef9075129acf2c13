import { z } from 'zod';

/**
 * Spec 1 and 6: a staff member browses as a customer through a separate impersonation token.
 * These paths are ours (the spec shows only the storefront's side of impersonation).
 */

/** GET staff/customers?query: customers a staff member may impersonate. */
export const staffCustomersQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  $top: z.coerce.number().int().min(1).max(50).default(20),
});
export const staffCustomerSchema = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomersSchema = z.array(staffCustomerSchema);

/** POST staff/impersonations: mints an impersonation token for one customer. */
export const impersonationRequestSchema = z.object({ customerId: z.uuid() });
export const impersonationResponseSchema = z.object({
  /** An access token whose nameid is the customer; it carries the staff id in `imp`. */
  impersonationToken: z.string(),
  expiresIn: z.number().int().positive(),
  /** The impersonation session; DELETE tenants/self/sessions/{id} ends it. */
  sessionId: z.string(),
  customer: staffCustomerSchema,
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;
