/**
 * Refunds in the back office (apps/api/src/modules/orders/refunds): money paid back on an order,
 * through the card gateway or recorded by hand. Needs orders.write.
 */

import type { adminOrderSchema } from '../../admin-orders.ts';
import type { orderRefundRequestSchema } from '../../admin-refunds.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const refundAdminOrder = adminEndpoint(
  'POST',
  'admin/orders/{id}/refunds',
  'orders.write',
  types<{
    status: 201;
    response: typeof adminOrderSchema;
    body: typeof orderRefundRequestSchema;
  }>(),
);
