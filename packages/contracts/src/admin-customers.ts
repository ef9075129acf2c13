import { z } from 'zod';
import { addressesSchema } from './addresses.ts';
import { idParamSchema } from './input-rules.ts';
import { ORDER_STATUSES } from './order-status.ts';

/**
 * The back office's customers (issue 26), under /api/admin/customers
 * (endpoints/admin/customers.ts; apps/api/src/modules/accounts/admin-customers). A customer is an
 * account with role customer: guests (anonymous shoppers) and staff are not customers, are never
 * listed and answer 404. Money is integer fils; moments are ISO 8601.
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 50;
/** How many of a customer's orders their page lists, newest first (`orders` counts them all). */
export const CUSTOMER_ORDERS_SHOWN = 50;
export const CUSTOMER_NOTE_MAX_LENGTH = 2000;

/** active: may sign in; deactivated: may not, and every session ended when it was deactivated. */
export const CUSTOMER_STATUSES = ['active', 'deactivated'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** newest / oldest: by when they joined; name: by display name (then email). */
export const ADMIN_CUSTOMER_SORTS = ['newest', 'oldest', 'name', 'name-desc'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

export const customerParamsSchema = z.object({ id: z.uuid('validation.id') });

// ---------------------------------------------------------------------------------------------
// The list

/**
 * GET admin/customers. `query` matches the display name or the email (any case, anywhere in
 * it), or the phone number however staff type it ('55123456', '+965 5512 3456',
 * '0096555123456'): its digits are matched against the stored E.164 number's.
 */
export const adminCustomersQuerySchema = z.object({
  query: z.string().trim().max(100, 'validation.tooLong').optional(),
  status: z.enum(CUSTOMER_STATUSES, 'validation.customerStatus').optional(),
  sort: z.enum(ADMIN_CUSTOMER_SORTS, 'validation.customerSort').optional(),
  page: idParamSchema.optional(),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

export const adminCustomerListItemSchema = z.object({
  id: z.string(),
  /** The display name; '' when they gave none. */
  name: z.string(),
  email: z.string().nullable(),
  /** E.164, as stored; null without one. */
  phone: z.string().nullable(),
  /** Every order they placed, whatever its status. */
  orders: z.number().int(),
  /** Fils: the totals of their orders that count as sales (SALES_STATUSES, admin-dashboard.ts). */
  spent: z.number().int(),
  lastOrderAt: z.string().nullable(),
  joinedAt: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
});
export type AdminCustomerListItem = z.infer<typeof adminCustomerListItemSchema>;

export const adminCustomerPageSchema = z.object({
  items: z.array(adminCustomerListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

// ---------------------------------------------------------------------------------------------
// One customer

/** One of the customer's orders, as their page lists it. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A note staff keep about the customer: staff only, never in a shopper's answer. */
export const customerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  at: z.string(),
  /** The staff member who wrote it; null when their account is gone. */
  authorEmail: z.string().nullable(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const adminCustomerSchema = z.object({
  customer: adminCustomerListItemSchema.extend({
    phoneVerified: z.boolean(),
    /** When it was deactivated; null while active. */
    deactivatedAt: z.string().nullable(),
  }),
  /** Their address book (names in the request's language), the default first. */
  addresses: addressesSchema,
  /** The newest CUSTOMER_ORDERS_SHOWN of their orders; `customer.orders` counts them all. */
  orders: z.array(customerOrderSchema),
  /** Newest first. */
  notes: z.array(customerNoteSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** POST admin/customers/{id}/notes. */
export const customerNoteRequestSchema = z.object({
  body: z
    .string('validation.customerNote')
    .trim()
    .min(1, 'validation.customerNote')
    .max(CUSTOMER_NOTE_MAX_LENGTH, 'validation.customerNote'),
});
export type CustomerNoteRequest = z.input<typeof customerNoteRequestSchema>;
