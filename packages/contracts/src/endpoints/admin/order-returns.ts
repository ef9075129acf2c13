/**
 * Return requests in the back office (apps/api/src/modules/orders/returns): approve, refuse
 * with a reason, receive with or without restocking. Needs orders.write; each answers the order
 * as its page shows it.
 */
import type { adminOrderSchema } from '../../admin-orders.ts';
import type {
  approveReturnSchema,
  receiveReturnSchema,
  refuseReturnSchema,
} from '../../admin-refunds.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const approveAdminOrderReturn = adminEndpoint(
  'POST',
  'admin/orders/{id}/returns/{returnId}/approve',
  'orders.write',
  types<{ response: typeof adminOrderSchema; body: typeof approveReturnSchema }>(),
);
export const refuseAdminOrderReturn = adminEndpoint(
  'POST',
  'admin/orders/{id}/returns/{returnId}/refuse',
  'orders.write',
  types<{ response: typeof adminOrderSchema; body: typeof refuseReturnSchema }>(),
);
export const receiveAdminOrderReturn = adminEndpoint(
  'POST',
  'admin/orders/{id}/returns/{returnId}/receive',
  'orders.write',
  types<{ response: typeof adminOrderSchema; body: typeof receiveReturnSchema }>(),
);
